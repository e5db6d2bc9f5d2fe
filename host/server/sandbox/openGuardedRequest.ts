import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AllowPrivate } from '../../common/net/allowPrivate.ts';
import { raceAbort } from '../../common/raceAbort.ts';
import { GuardedFetchError } from './guardedFetchError.ts';
import {
  type HostLookup,
  type ResolvedAddress,
  resolveAllowedAddresses,
  systemLookup,
} from './resolveAllowedAddresses.ts';

export interface GuardedRouteOptions {
  /** From HTTP_ALLOW_PRIVATE (see parseAllowPrivate): true, false, or hosts / IPs / CIDRs. */
  allowPrivate: AllowPrivate;
  /** Default 5. */
  maxRedirects?: number;
  /** DNS resolution; tests inject one to simulate names that resolve to private addresses. */
  lookup?: HostLookup;
}

export interface GuardedRequestParts {
  method: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** The last hop's answer, its body not read yet (still content-encoded). */
export interface OpenedResponse {
  url: URL;
  redirected: boolean;
  status: number;
  statusText: string;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: IncomingMessage;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = [
  'authorization',
  'cookie',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'x-goog-api-key',
];

function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * How many times a request that met a dead keep-alive socket is sent again. The agent keeps idle
 * connections for reuse; a server may close one just as a request goes out on it (its own idle
 * timeout), and the request then fails with ECONNRESET although the server never saw it. More
 * likely the longer the event loop's turns are (a loaded machine, the embedded database's work):
 * the close is noticed only on the next turn. Only a reused socket's reset is sent again, before
 * any answer, as browsers do; a fresh connection's failure is a real one.
 */
const STALE_SOCKET_RETRIES = 3;
const staleSocketErrors = new WeakSet<Error>();

/** requestHop, sent again on a fresh connection when the reused one turns out to be closed. */
async function requestHopOnLiveSocket(
  url: URL,
  addresses: ResolvedAddress[],
  parts: GuardedRequestParts,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestHop(url, addresses, parts, signal);
    } catch (error) {
      if (!(error instanceof Error && staleSocketErrors.has(error)) || attempt >= STALE_SOCKET_RETRIES)
        throw error;
    }
  }
}

/** One request to pinned addresses, settled when the response head arrives. */
function requestHop(
  url: URL,
  addresses: ResolvedAddress[],
  parts: GuardedRequestParts,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(url, { method: parts.method, headers: parts.headers, lookup: pinned, signal });
    // Whatever stage the request is in (connecting, sending), an abort settles the promise.
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof GuardedFetchError) return reject(error);
      if (signal.aborted) return reject(signal.reason);
      const failure = new GuardedFetchError('NETWORK', `Request to ${url.host} failed: ${error.message}`);
      if (req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        staleSocketErrors.add(failure);
      reject(failure);
    });
    req.on('response', (res) => {
      signal.removeEventListener('abort', onAbort);
      resolve(res);
    });
    req.end(parts.body);
  });
}

/**
 * Sends a request only to addresses the policy allows: http(s) only, every hop's addresses checked
 * and pinned (no second DNS answer), redirects followed by hand (303, and POST on 301/302, become
 * GET; credentials are dropped across origins). Rejects with GuardedFetchError or the signal's reason.
 */
export async function openGuardedRequest(
  input: string,
  parts: GuardedRequestParts,
  options: GuardedRouteOptions,
  signal: AbortSignal,
): Promise<OpenedResponse> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new GuardedFetchError('BAD_URL', `Not a valid URL: ${String(input).slice(0, 200)}`);
  }
  const maxRedirects = options.maxRedirects ?? 5;
  const hostLookup = options.lookup ?? systemLookup;
  let { method, body } = parts;
  method = method.toUpperCase();
  const headers = { ...parts.headers };
  for (let hop = 0; ; hop++) {
    // DNS lookups cannot be cancelled: stop waiting for them when the request is aborted
    const addresses = await raceAbort(resolveAllowedAddresses(url, options.allowPrivate, hostLookup), signal);
    const res = await requestHopOnLiveSocket(url, addresses, { method, headers, body }, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (!REDIRECTS.has(status) || !location) {
      return {
        url,
        redirected: hop > 0,
        status,
        statusText: res.statusMessage ?? '',
        headers: flattenHeaders(res),
        body: res,
      };
    }
    res.resume();
    if (hop >= maxRedirects)
      throw new GuardedFetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects from ${input}`);
    const next = URL.parse(location, url);
    if (!next)
      throw new GuardedFetchError('BAD_URL', `Invalid redirect location from ${url.host}: ${location}`);
    if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      delete headers['content-type'];
      delete headers['content-length'];
    }
    if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
    url = next;
  }
}
