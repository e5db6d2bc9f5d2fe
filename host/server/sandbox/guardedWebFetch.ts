import { Readable, Transform } from 'node:stream';
import { decoder } from './guardedFetch.ts';
import { GuardedFetchError } from './guardedFetchError.ts';
import { type GuardedRouteOptions, openGuardedRequest } from './openGuardedRequest.ts';

export interface GuardedWebFetchOptions extends GuardedRouteOptions {
  /** Until the response head arrives (a model may think for minutes before it answers). Default 10 min. */
  headersTimeoutMs?: number;
  /** Cap on the decoded body, read as it streams. Default 64 MiB. */
  maxBytes?: number;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

function capped(maxBytes: number, host: string): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes)
        callback(
          new GuardedFetchError('TOO_LARGE', `The response from ${host} is larger than ${maxBytes} bytes`),
        );
      else callback(null, chunk);
    },
  });
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
    const request = new Request(input, init);
    const host = new URL(request.url).host;
    const hasBody = request.body !== null;
    const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const control = new AbortController();
    const onCallerAbort = () => control.abort(request.signal.reason);
    if (request.signal.aborted) onCallerAbort();
    request.signal.addEventListener('abort', onCallerAbort, { once: true });
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
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    try {
      const opened = await openGuardedRequest(
        request.url,
        { method: request.method, headers, ...(body ? { body } : {}) },
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
      if (!NULL_BODY.has(opened.status) && request.method !== 'HEAD') {
        const unzip = decoder(opened.headers['content-encoding']);
        if (unzip) {
          responseHeaders.delete('content-encoding');
          responseHeaders.delete('content-length');
        }
        const decoded: Readable = unzip ? opened.body.pipe(unzip) : opened.body;
        const limited = decoded.pipe(capped(maxBytes, host));
        // errors of the raw or decoding stream reach the reader, not an unhandled event
        opened.body.on('error', (error) => limited.destroy(error));
        unzip?.on('error', (error) => limited.destroy(error));
        limited.on('close', () => request.signal.removeEventListener('abort', onCallerAbort));
        bodyInit = Readable.toWeb(limited) as ReadableStream;
      } else {
        opened.body.resume();
        request.signal.removeEventListener('abort', onCallerAbort);
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
      request.signal.removeEventListener('abort', onCallerAbort);
      throw error;
    }
  };
}
