import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFailure } from '../../../tests/http/guardedFailure.ts';
import { closeNow, listenOnLoopback } from '../../../tests/http/loopbackServer.ts';
import { createGuardedFetch } from './guardedFetch.ts';

let server: http.Server;
let base: string;
const seenHosts: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenHosts.push(String(req.headers.host));
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/hello') {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-multi', ['a', 'b']);
      res.end(JSON.stringify({ hello: 'world', method: req.method }));
    } else if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      res.end();
    } else if (url.pathname === '/echo') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () =>
        res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null })),
      );
    } else if (url.pathname === '/big') {
      res.end('x'.repeat(Number(url.searchParams.get('n'))));
    } else if (url.pathname === '/stream') {
      // No content-length: the cap must be enforced while streaming.
      res.write('y'.repeat(4000));
      const t = setInterval(() => res.write('y'.repeat(4000)), 5);
      res.on('close', () => clearInterval(t));
    } else if (url.pathname === '/gzip-bomb') {
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync(Buffer.alloc(5_000_000)));
    } else if (url.pathname === '/gzip') {
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync('zipped text'));
    } else if (url.pathname === '/slow') {
      // Later than any test waits: only a timeout or an abort ends a request here.
      setTimeout(() => res.end('late'), 60_000).unref();
    } else {
      res.statusCode = 404;
      res.end('nope');
    }
  });
  base = await listenOnLoopback(server);
});

afterAll(() => closeNow(server));

describe('createGuardedFetch', () => {
  it('refuses 127.0.0.1 by default and names the host, the address and HTTP_ALLOW_PRIVATE', async () => {
    const error = await guardedFailure(createGuardedFetch({ allowPrivate: false })(`${base}/hello`));
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toContain('127.0.0.1');
    expect(error.message).toContain('HTTP_ALLOW_PRIVATE');
  });

  it('refuses other spellings and names of loopback before connecting', async () => {
    const fetch = createGuardedFetch({ allowPrivate: false });
    const port = new URL(base).port;
    const before = seenHosts.length;
    for (const host of ['0x7f.0.0.1', '2130706433', '[::ffff:127.0.0.1]', 'localhost', '0.0.0.0']) {
      expect((await guardedFailure(fetch(`http://${host}:${port}/hello`))).code).toBe('BLOCKED_ADDRESS');
    }
    expect(seenHosts.length).toBe(before);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const fetch = createGuardedFetch({
      allowPrivate: false,
      lookup: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    });
    const error = await guardedFailure(fetch('http://mixed.example/'));
    expect(error.message).toContain('169.254.169.254');
    expect(error.message).toContain('HTTP_ALLOW_PRIVATE=mixed.example');
  });

  it('only speaks http and https', async () => {
    const fetch = createGuardedFetch({ allowPrivate: true });
    expect((await guardedFailure(fetch('file:///etc/passwd'))).code).toBe('BAD_PROTOCOL');
    expect((await guardedFailure(fetch('ftp://127.0.0.1/'))).code).toBe('BAD_PROTOCOL');
    expect((await guardedFailure(fetch('not a url'))).code).toBe('BAD_URL');
  });

  it('fetches when allowed, by flag, by CIDR or by host', async () => {
    for (const allowPrivate of [true, ['127.0.0.0/8'], ['127.0.0.1']]) {
      const res = await createGuardedFetch({ allowPrivate })(`${base}/hello`);
      expect(res.status).toBe(200);
      expect(res.ok).toBe(true);
      expect(res.json()).toEqual({ hello: 'world', method: 'GET' });
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers['x-multi']).toBe('a, b');
    }
    expect((await createGuardedFetch({ allowPrivate: true })(`${base}/missing`)).status).toBe(404);
  });

  it('connects to the checked address while keeping the host name (no second DNS answer)', async () => {
    const port = new URL(base).port;
    let lookups = 0;
    const fetch = createGuardedFetch({
      allowPrivate: ['rebind.test'],
      lookup: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const res = await fetch(`http://rebind.test:${port}/hello`);
    expect(res.status).toBe(200);
    expect(lookups).toBe(1);
    expect(seenHosts.at(-1)).toBe(`rebind.test:${port}`);
  });

  it('sends method, headers and body', async () => {
    const res = await createGuardedFetch({ allowPrivate: true })(`${base}/echo`, {
      method: 'post',
      headers: { Authorization: 'Bearer t' },
      body: 'payload',
    });
    expect(res.json()).toEqual({ method: 'POST', body: 'payload', auth: 'Bearer t' });
  });

  it('follows redirects by hand and checks every hop', async () => {
    const allowed = createGuardedFetch({ allowPrivate: ['127.0.0.1'] });
    const ok = await allowed(`${base}/redirect?to=/hello`);
    expect(ok.redirected).toBe(true);
    expect(ok.url).toBe(`${base}/hello`);
    expect(ok.json()).toEqual({ hello: 'world', method: 'GET' });

    // 127.0.0.1 is allowed, 127.0.0.2 is not: the second hop must be refused before it connects.
    const port = new URL(base).port;
    const before = seenHosts.length;
    const error = await guardedFailure(
      allowed(`${base}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/hello`)}`),
    );
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toContain('127.0.0.2');
    expect(seenHosts.length).toBe(before + 1);

    const metadata = await guardedFailure(
      allowed(`${base}/redirect?to=http://169.254.169.254/latest/meta-data`),
    );
    expect(metadata.code).toBe('BLOCKED_ADDRESS');
    const scheme = await guardedFailure(allowed(`${base}/redirect?to=file:///etc/passwd`));
    expect(scheme.code).toBe('BAD_PROTOCOL');
  });

  it('turns POST into GET on 303 and drops credentials across origins', async () => {
    const fetch = createGuardedFetch({ allowPrivate: true });
    const res = await fetch(`${base}/redirect?status=303&to=/echo`, { method: 'POST', body: 'x' });
    expect(res.json()).toEqual({ method: 'GET', body: '', auth: null });
    const kept = await fetch(`${base}/redirect?status=307&to=/echo`, {
      method: 'POST',
      body: 'x',
      headers: { authorization: 'k' },
    });
    expect(kept.json()).toEqual({ method: 'POST', body: 'x', auth: 'k' });
    const port = new URL(base).port;
    const other = await fetch(`${base}/redirect?status=307&to=http://localhost:${port}/echo`, {
      headers: { authorization: 'k' },
    });
    expect(other.json()).toMatchObject({ auth: null });
  });

  it('stops after five redirects', async () => {
    const fetch = createGuardedFetch({ allowPrivate: true });
    let target = '/hello';
    for (let i = 0; i < 5; i++) target = `/redirect?to=${encodeURIComponent(target)}`;
    expect((await fetch(base + target)).status).toBe(200);
    const error = await guardedFailure(fetch(`${base}/redirect?to=${encodeURIComponent(target)}`));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
  });

  it('caps the response size, declared, streamed or decompressed', async () => {
    const fetch = createGuardedFetch({ allowPrivate: true, maxBytes: 10_000 });
    expect((await fetch(`${base}/big?n=10000`)).body.length).toBe(10_000);
    expect((await guardedFailure(fetch(`${base}/big?n=10001`))).code).toBe('TOO_LARGE');
    expect((await guardedFailure(fetch(`${base}/stream`))).code).toBe('TOO_LARGE');
    expect((await guardedFailure(fetch(`${base}/gzip-bomb`))).code).toBe('TOO_LARGE');
    expect((await fetch(`${base}/gzip`)).text()).toBe('zipped text');
  });

  it('times out and honours the caller abort signal', async () => {
    const error = await guardedFailure(
      createGuardedFetch({ allowPrivate: true, timeoutMs: 200 })(`${base}/slow`),
    );
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('200 ms');
    const controller = new AbortController();
    const pending = createGuardedFetch({ allowPrivate: true })(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await guardedFailure(pending)).code).toBe('ABORTED');
  });
});
