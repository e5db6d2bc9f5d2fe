import { raceAbort } from '../../common/raceAbort.ts';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { AllowPrivate } from '../../common/net/allowPrivate.ts';
import { GuardedFetchError } from './guardedFetchError.ts';
import {
  type HostLookup,
  type ResolvedAddress,
  resolveAllowedAddresses,
  systemLookup,
} from './resolveAllowedAddresses.ts';

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

export interface GuardedFetchOptions {
  /** From HTTP_ALLOW_PRIVATE (see parseAllowPrivate): true, false, or hosts / IPs / CIDRs. */
  allowPrivate: AllowPrivate;
  /** For the whole request including redirects. Default 30 s. */
  timeoutMs?: number;
  /** Cap on the decoded response body. Default 10 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** DNS resolution; tests inject one to simulate names that resolve to private addresses. */
  lookup?: HostLookup;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

interface Hop {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function decoder(encoding: string | undefined): Transform | null {
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

/** One request to pinned addresses; reads the body only when it is not a redirect. */
function requestOnce(
  url: URL,
  addresses: ResolvedAddress[],
  init: { method: string; headers: Record<string, string>; body?: Uint8Array },
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const fail = (error: GuardedFetchError) => {
      req.destroy(error);
      reject(error);
    };
    const req = client.request(url, { method: init.method, headers: init.headers, lookup: pinned, signal });
    // Whatever stage the request is in (connecting, streaming), an abort settles the promise.
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    req.on('error', (error) => {
      if (error instanceof GuardedFetchError) return reject(error);
      if (signal.aborted) return reject(signal.reason);
      reject(new GuardedFetchError('NETWORK', `Request to ${url.host} failed: ${error.message}`));
    });
    req.on('response', (res) => {
      const head = {
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        headers: flattenHeaders(res),
      };
      if (REDIRECTS.has(head.status) && head.headers.location) {
        res.resume();
        return resolve({ ...head, body: new Uint8Array() });
      }
      const tooLarge = () =>
        new GuardedFetchError('TOO_LARGE', `The response from ${url.host} is larger than ${maxBytes} bytes`);
      const declared = Number(head.headers['content-length']);
      const unzip = decoder(head.headers['content-encoding']);
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
      stream.on('end', () => resolve({ ...head, body: new Uint8Array(Buffer.concat(chunks)) }));
    });
    req.end(init.body);
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
  const maxRedirects = options.maxRedirects ?? 5;
  const hostLookup = options.lookup ?? systemLookup;

  return async function guardedFetch(input, init = {}) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new GuardedFetchError('BAD_URL', `Not a valid URL: ${String(input).slice(0, 200)}`);
    }
    const timeout = new AbortController();
    const timer = setTimeout(
      () =>
        timeout.abort(
          new GuardedFetchError('TIMEOUT', `The request to ${url.host} took longer than ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    const onCallerAbort = () => timeout.abort(new GuardedFetchError('ABORTED', 'The request was aborted'));
    if (init.signal?.aborted) onCallerAbort();
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let method = (init.method ?? 'GET').toUpperCase();
    let body = typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body;
    const headers: Record<string, string> = {
      'user-agent': 'BrainsStudio',
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const [name, value] of Object.entries(init.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    try {
      for (let hop = 0; ; hop++) {
        // DNS lookups cannot be cancelled: stop waiting for them when the request is aborted
        const addresses = await raceAbort(
          resolveAllowedAddresses(url, options.allowPrivate, hostLookup),
          timeout.signal,
        );
        const result = await requestOnce(url, addresses, { method, headers, body }, timeout.signal, maxBytes);
        const location = result.headers.location;
        if (!REDIRECTS.has(result.status) || !location) return toResponse(result, url, hop > 0);
        if (hop >= maxRedirects) {
          throw new GuardedFetchError(
            'TOO_MANY_REDIRECTS',
            `More than ${maxRedirects} redirects from ${input}`,
          );
        }
        const next = URL.parse(location, url);
        if (!next)
          throw new GuardedFetchError('BAD_URL', `Invalid redirect location from ${url.host}: ${location}`);
        if (
          result.status === 303 ||
          ((result.status === 301 || result.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
        url = next;
      }
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
