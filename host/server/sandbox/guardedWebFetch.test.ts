import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFailure } from '../../../tests/http/guardedFailure.ts';
import { closeNow, listenOnLoopback } from '../../../tests/http/loopbackServer.ts';
import { createGuardedWebFetch } from './guardedWebFetch.ts';

let server: http.Server;
let base: string;
const auths: (string | null)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    auths.push(req.headers.authorization ?? null);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/echo') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] }));
      });
    } else if (url.pathname === '/events') {
      // server-sent events: the second event comes later, after the first was sent
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      setTimeout(() => res.end('data: two\n\n'), 50);
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
    } else if (url.pathname === '/gzip') {
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync('zipped text'));
    } else if (url.pathname === '/big') {
      res.end('x'.repeat(5000));
    } else {
      res.statusCode = 404;
      res.end('nope');
    }
  });
  base = await listenOnLoopback(server);
});

afterAll(() => closeNow(server));

describe('createGuardedWebFetch', () => {
  it('refuses loopback by default before sending anything, naming HTTP_ALLOW_PRIVATE', async () => {
    const before = auths.length;
    const fetch = createGuardedWebFetch({ allowPrivate: false });
    const error = await guardedFailure(
      fetch(`${base}/echo`, { headers: { authorization: 'Bearer sk-secret' } }),
    );
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toContain('HTTP_ALLOW_PRIVATE=127.0.0.1');
    expect(auths.length).toBe(before);
  });

  it('sends method, headers and body and answers a standard Response when allowed', async () => {
    const fetch = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
    const res = await fetch(new URL(`${base}/echo`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base}/echo`);
    expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}', type: 'application/json' });
    expect(auths.at(-1)).toBe('Bearer k');
  });

  it('reads a call as a WHATWG Request would: method case, text content type, bytes, a Request object', async () => {
    const fetch = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
    const text = await fetch(`${base}/echo`, { method: 'post', body: 'plain words' });
    expect(await text.json()).toEqual({
      method: 'POST',
      body: 'plain words',
      type: 'text/plain;charset=UTF-8',
    });
    const bytes = await fetch(`${base}/echo`, {
      method: 'PUT',
      headers: [['Content-Type', 'application/octet-stream']],
      body: new TextEncoder().encode('raw'),
    });
    expect(await bytes.json()).toEqual({ method: 'PUT', body: 'raw', type: 'application/octet-stream' });
    const request = new Request(`${base}/echo`, { method: 'POST', body: new Blob(['from a request']) });
    expect(await (await fetch(request)).json()).toEqual({
      method: 'POST',
      body: 'from a request',
    });
    await expect(fetch(`${base}/echo`, { method: 'GET', body: 'not allowed' })).rejects.toThrow(TypeError);
    await expect(fetch(`http://user:pw@${new URL(base).host}/echo`)).rejects.toThrow(TypeError);
  });

  it('streams the body as it arrives and decodes gzip', async () => {
    const fetch = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
    const res = await fetch(`${base}/events`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('data: two\n\n');

    const zipped = await fetch(`${base}/gzip`);
    expect(zipped.headers.get('content-encoding')).toBeNull();
    expect(await zipped.text()).toBe('zipped text');
  });

  it('checks every redirect hop and drops the credential across origins', async () => {
    const fetch = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
    const port = new URL(base).port;
    const before = auths.length;
    const error = await guardedFailure(
      fetch(`${base}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/echo`)}`, {
        headers: { authorization: 'Bearer sk-secret' },
      }),
    );
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(auths.length).toBe(before + 1);

    const everywhere = createGuardedWebFetch({ allowPrivate: true });
    const res = await everywhere(
      `${base}/redirect?to=${encodeURIComponent(`http://localhost:${port}/echo`)}`,
      {
        headers: { authorization: 'Bearer sk-secret' },
      },
    );
    expect(res.redirected).toBe(true);
    await res.text();
    expect(auths.at(-1)).toBeNull();
  });

  it('caps the body and honours the caller abort signal', async () => {
    const small = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'], maxBytes: 1000 });
    const res = await small(`${base}/big`);
    await expect(res.text()).rejects.toThrow();

    const fetch = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
    const aborted = new AbortController();
    aborted.abort();
    await expect(fetch(`${base}/echo`, { signal: aborted.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
