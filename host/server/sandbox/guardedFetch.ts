import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { GuardedFetchError } from './guardedFetchError.ts';
import { type GuardedRouteOptions, type OpenedResponse, openGuardedRequest } from './openGuardedRequest.ts';

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  statusText: string;
  ok: boolean;
  /** The final URL after redirects. */
  url: string;
  redirected: boolean;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Decoded (gunzipped etc.) body bytes, at most maxBytes. */
  body: Uint8Array;
  text(): string;
  json(): unknown;
}

/** An outgoing HTTP request that only reaches addresses the policy allows. Rejects with GuardedFetchError. */
export type GuardedFetch = (url: string, init?: GuardedRequestInit) => Promise<GuardedResponse>;

export interface GuardedFetchOptions extends GuardedRouteOptions {
  /** For the whole request including redirects. Default 30 s. */
  timeoutMs?: number;
  /** Cap on the decoded response body. Default 10 MiB. */
  maxBytes?: number;
}

/** Decodes a content-encoded body (gzip, deflate, br); null when it is not encoded. */
export function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

interface Hop {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Reads and decodes the body, at most maxBytes. */
function readBody(opened: OpenedResponse, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  const { url, status, statusText, headers, body: res } = opened;
  return new Promise<Hop>((resolve, reject) => {
    const fail = (error: GuardedFetchError) => {
      res.destroy(error);
      reject(error);
    };
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    const tooLarge = () =>
      new GuardedFetchError('TOO_LARGE', `The response from ${url.host} is larger than ${maxBytes} bytes`);
    const declared = Number(headers['content-length']);
    const unzip = decoder(headers['content-encoding']);
    if (!unzip && Number.isFinite(declared) && declared > maxBytes) return fail(tooLarge());
    const stream: Readable = unzip ? res.pipe(unzip) : res;
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        fail(tooLarge());
      } else chunks.push(chunk);
    });
    stream.on('error', (error) => {
      if (signal.aborted) return reject(signal.reason);
      reject(
        new GuardedFetchError('NETWORK', `Reading the response from ${url.host} failed: ${error.message}`),
      );
    });
    stream.on('end', () =>
      resolve({ status, statusText, headers, body: new Uint8Array(Buffer.concat(chunks)) }),
    );
  });
}

function toResponse(hop: Hop, url: URL, redirected: boolean): GuardedResponse {
  const body = hop.body;
  const text = () => new TextDecoder().decode(body);
  return {
    status: hop.status,
    statusText: hop.statusText,
    ok: hop.status >= 200 && hop.status < 300,
    url: url.href,
    redirected,
    headers: hop.headers,
    body,
    text,
    json: () => JSON.parse(text()),
  };
}

/**
 * Builds the host's one way to make user-driven HTTP requests (custom tools, custom functions, the HTTP node):
 * http(s) only, every hop's addresses checked and pinned, redirects followed by hand, time and size capped.
 */
export function createGuardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;

  return async function guardedFetch(input, init = {}) {
    const host = URL.parse(input)?.host ?? String(input).slice(0, 200);
    const timeout = new AbortController();
    const timer = setTimeout(
      () =>
        timeout.abort(
          new GuardedFetchError('TIMEOUT', `The request to ${host} took longer than ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    const onCallerAbort = () => timeout.abort(new GuardedFetchError('ABORTED', 'The request was aborted'));
    if (init.signal?.aborted) onCallerAbort();
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const headers: Record<string, string> = {
      'user-agent': 'BrainsStudio',
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const [name, value] of Object.entries(init.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    const body = typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body;
    try {
      const opened = await openGuardedRequest(
        input,
        { method: init.method ?? 'GET', headers, ...(body ? { body } : {}) },
        options,
        timeout.signal,
      );
      return toResponse(await readBody(opened, timeout.signal, maxBytes), opened.url, opened.redirected);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
