/** A key/value row (headers, query parameters, form fields). */
interface Row {
  key?: unknown;
  value?: unknown;
}

const rowsOf = (v: unknown): [string, string][] =>
  (Array.isArray(v) ? (v as Row[]) : [])
    .filter((r) => typeof r?.key === 'string' && r.key)
    .map((r) => [String(r.key), r.value === undefined || r.value === null ? '' : String(r.value)]);

export interface HttpRequestParts {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * The request an HTTP node describes: query rows appended to the URL, header rows, and the body
 * by type: json (must parse), raw (as is), formData (multipart) or xWwwFormUrlencoded (rows).
 */
export async function buildHttpRequest(inputs: Record<string, unknown>): Promise<HttpRequestParts> {
  const method = String(inputs.method || 'GET').toUpperCase();
  const rawUrl = String(inputs.url ?? '').trim();
  if (!rawUrl) throw new Error('HTTP: the URL is empty');
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`HTTP: '${rawUrl}' is not a valid URL`);
  }
  for (const [k, v] of rowsOf(inputs.queryParams)) url.searchParams.append(k, v);
  const headers: Record<string, string> = {};
  for (const [k, v] of rowsOf(inputs.headers)) headers[k.toLowerCase()] = v;
  let body: string | Uint8Array | undefined;
  if (method !== 'GET' && inputs.bodyType) {
    switch (inputs.bodyType) {
      case 'json': {
        const text = typeof inputs.body === 'string' ? inputs.body : JSON.stringify(inputs.body ?? {});
        if (text.trim()) {
          try {
            body = JSON.stringify(JSON.parse(text));
          } catch {
            throw new Error('HTTP: the JSON body is not valid JSON');
          }
        }
        headers['content-type'] ??= 'application/json';
        break;
      }
      case 'raw':
        body = String(inputs.body ?? '');
        break;
      case 'xWwwFormUrlencoded':
        body = new URLSearchParams(rowsOf(inputs.body)).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
        break;
      case 'formData': {
        const form = new FormData();
        for (const [k, v] of rowsOf(inputs.body)) form.append(k, v);
        const encoded = new Request('http://local/', { method: 'POST', body: form });
        body = new Uint8Array(await encoded.arrayBuffer());
        headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
        break;
      }
      default:
        throw new Error(`HTTP: unknown body type '${String(inputs.bodyType)}'`);
    }
  }
  return { url: url.toString(), method, headers, ...(body !== undefined ? { body } : {}) };
}

/** Authorization headers from an HTTP credential's plain fields. */
export function credentialHeaders(
  credentialName: string,
  data: Record<string, unknown>,
): Record<string, string> {
  switch (credentialName) {
    case 'httpBasicAuth':
      return {
        authorization: `Basic ${Buffer.from(`${data.basicAuthUsername ?? ''}:${data.basicAuthPassword ?? ''}`).toString('base64')}`,
      };
    case 'httpBearerToken':
      return { authorization: `Bearer ${String(data.token ?? '')}` };
    case 'httpApiKey':
      return { [String(data.key || 'x-api-key').toLowerCase()]: String(data.value ?? '') };
    default:
      throw new Error(`HTTP: a '${credentialName}' credential cannot authenticate a request`);
  }
}
