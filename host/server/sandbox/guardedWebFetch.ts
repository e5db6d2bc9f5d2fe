import { pipeline, type Readable } from 'node:stream';
import { decoder } from './guardedFetch.ts';
import { GuardedFetchError } from './guardedFetchError.ts';
import { type GuardedRouteOptions, openGuardedRequest } from './openGuardedRequest.ts';
import { webBody } from './webBody.ts';

export interface GuardedWebFetchOptions extends GuardedRouteOptions {
  /** Until the response head arrives (a model may think for minutes before it answers). Default 10 min. */
  headersTimeoutMs?: number;
  /** Cap on the decoded body, read as it streams. Default 64 MiB. */
  maxBytes?: number;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** What a call sends, read from its arguments. */
interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array | undefined;
  signal: AbortSignal | undefined;
}

const STANDARD_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH']);

/**
 * A call with a URL and no body, a string or bytes (every model provider's): read directly, as
 * `new Request` would (method case, text content type), without the WHATWG Request and the web
 * stream its body becomes (issue 16: per model call). Anything else: undefined, and Request reads it.
 */
function plainCall(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): Call | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined;
  const raw = init?.body;
  if (raw != null && typeof raw !== 'string' && !(raw instanceof Uint8Array)) return undefined;
  const given = init?.method ?? 'GET';
  const method = STANDARD_METHODS.has(given.toUpperCase()) ? given.toUpperCase() : given;
  if (raw != null && (method === 'GET' || method === 'HEAD')) return undefined; // Request throws
  if (init?.window != null || (init && 'duplex' in init)) return undefined;
  const url = new URL(input);
  if (url.username || url.password) return undefined; // Request refuses it
  const headers = new Headers(init?.headers);
  if (typeof raw === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'text/plain;charset=UTF-8');
  return {
    url: url.href,
    method,
    headers,
    body: raw == null ? undefined : typeof raw === 'string' ? Buffer.from(raw) : raw,
    signal: init?.signal ?? undefined,
  };
}

async function requestCall(request: Request): Promise<Call> {
  return {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body !== null ? new Uint8Array(await request.arrayBuffer()) : undefined,
    signal: request.signal,
  };
}

/**
 * A WHATWG `fetch` (what the ai SDK providers take as their `fetch` option) over openGuardedRequest:
 * the same address policy and per-hop redirect checks as createGuardedFetch, but the body streams
 * (server-sent events). Refusals reject with GuardedFetchError, whose message names the setting.
 */
export function createGuardedWebFetch(options: GuardedWebFetchOptions): typeof fetch {
  const headersTimeoutMs = options.headersTimeoutMs ?? 10 * 60_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  return async (input, init) => {
    const call = plainCall(input, init) ?? (await requestCall(new Request(input, init)));
    const { url, signal } = call;
    const host = new URL(url).host;
    const control = new AbortController();
    const onCallerAbort = () => control.abort(signal?.reason);
    if (signal?.aborted) onCallerAbort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(
      () =>
        control.abort(
          new GuardedFetchError('TIMEOUT', `${host} did not answer within ${headersTimeoutMs} ms`),
        ),
      headersTimeoutMs,
    );
    const headers: Record<string, string> = {
      'user-agent': 'BrainsStudio',
      'accept-encoding': 'gzip, deflate, br',
    };
    call.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const { method, body } = call;
    try {
      const opened = await openGuardedRequest(
        url,
        { method, headers, ...(body ? { body } : {}) },
        options,
        control.signal,
      );
      clearTimeout(timer);
      if (opened.status < 200 || opened.status > 599) {
        opened.body.destroy();
        throw new GuardedFetchError('NETWORK', `${host} answered with status ${opened.status}`);
      }
      const responseHeaders = new Headers(opened.headers);
      let bodyInit: ReadableStream | null = null;
      if (!NULL_BODY.has(opened.status) && method !== 'HEAD') {
        const unzip = decoder(opened.headers['content-encoding']);
        if (unzip) {
          responseHeaders.delete('content-encoding');
          responseHeaders.delete('content-length');
        }
        // a decoder's failure, or the reader cancelling, ends the raw stream too (pipeline)
        const decoded: Readable = unzip ? pipeline(opened.body, unzip, () => {}) : opened.body;
        bodyInit = webBody(decoded, maxBytes, host, () =>
          signal?.removeEventListener('abort', onCallerAbort),
        );
      } else {
        opened.body.resume();
        signal?.removeEventListener('abort', onCallerAbort);
      }
      const response = new Response(bodyInit, {
        status: opened.status,
        statusText: opened.statusText,
        headers: responseHeaders,
      });
      Object.defineProperty(response, 'url', { value: opened.url.href });
      Object.defineProperty(response, 'redirected', { value: opened.redirected });
      return response;
    } catch (error) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
      throw error;
    }
  };
}
