/** Anything that fetches relative to a server: a TestServer (as its admin), a user's Session, or `{ fetch: server.anonymousFetch }`. */
export interface Caller {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

// biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field in tests
export interface CallResult<Body = any> {
  status: number;
  headers: Headers;
  text: string;
  /** The answer as JSON; its text when it is not JSON (SSE, HTML); undefined when empty. */
  body: Body;
}

/**
 * One request to `/api/v1<path>` as the API tests make it: `body` goes as JSON (a string as it is,
 * so a test can send malformed JSON), `headers` add to or override the content type.
 */
export async function apiCall<Body = CallResult['body']>(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<Body>> {
  const res = await caller.fetch(`/api/v1${path}`, jsonRequest(method, body, headers));
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: parseBody(text) };
}

/** The fetch init of a request with a JSON body (as apiCall sends it), for tests that read the raw Response. */
export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

function parseBody(text: string) {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
