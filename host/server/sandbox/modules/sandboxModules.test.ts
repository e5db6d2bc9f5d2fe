import { createHash, createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../guardedFetch.ts';
import { runSandboxed, type SandboxOptions } from '../runSandboxed.ts';

let server: http.Server;
let base: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/missing')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'no such thing' }));
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-served-by', 'test');
      res.end(
        JSON.stringify({ method: req.method, url: req.url, body, type: req.headers['content-type'] ?? null }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await runSandboxed({ code: 'return 1' }); // the worker's start-up outside the tests
}, 60_000);

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = () => createGuardedFetch({ allowPrivate: ['127.0.0.1'] });

async function value(code: string, extra: Partial<SandboxOptions> = {}): Promise<unknown> {
  const result = await runSandboxed({ code, ...extra });
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}

describe('require in the sandbox', { timeout: 60_000 }, () => {
  it('node-fetch: default export, Headers and Response, through the guarded fetch', async () => {
    const got = await value(
      `const fetch = require('node-fetch');
       const { Headers, Response } = fetch;
       const headers = new Headers({ 'X-A': '1' });
       headers.append('Content-Type', 'application/json');
       const res = await fetch('${base}/hook', { method: 'POST', headers, body: JSON.stringify({ message: $message }) });
       const made = new Response('{"x":1}', { status: 201 });
       return { status: res.status, ok: res.ok, served: res.headers.get('x-served-by'), body: await res.json(),
                made: [made.status, (await made.json()).x], same: require('node-fetch') === fetch };`,
      { args: { message: 'hi' }, fetch: local() },
    );
    expect(got).toEqual({
      status: 200,
      ok: true,
      served: 'test',
      body: { method: 'POST', url: '/hook', body: '{"message":"hi"}', type: 'application/json' },
      made: [201, 1],
      same: true,
    });
    expect(seen.at(-1)?.headers['x-a']).toBe('1');
  });

  it('axios: get with params, post of an object, create with baseURL and headers, errors with response', async () => {
    const got = (await value(
      `const axios = require('axios');
       const a = await axios.get('${base}/items', { params: { q: 'a b', n: 2 } });
       const b = await axios.post('${base}/items', { name: 'x' });
       const api = axios.create({ baseURL: '${base}/api/', headers: { Authorization: 'Bearer t' } });
       const c = await api.put('things/1', 'raw text', { headers: { 'Content-Type': 'text/plain' } });
       const d = await api.delete('/things/1');
       let e;
       try { await axios.request({ url: '${base}/missing', method: 'get' }); } catch (err) {
         e = { isAxios: axios.isAxiosError(err), message: err.message, status: err.response.status, data: err.response.data };
       }
       return { a: [a.status, a.data.url, a.headers['x-served-by']], b: [b.data.body, b.data.type],
                c: [c.data.method, c.data.url, c.data.body], d: d.data.method, e };`,
      { fetch: local() },
    )) as Record<string, unknown>;
    expect(got.a).toEqual([200, '/items?q=a+b&n=2', 'test']);
    expect(got.b).toEqual(['{"name":"x"}', 'application/json']);
    expect(got.c).toEqual(['PUT', '/api/things/1', 'raw text']);
    expect(got.d).toBe('DELETE');
    expect(got.e).toEqual({
      isAxios: true,
      message: 'Request failed with status code 404',
      status: 404,
      data: { error: 'no such thing' },
    });
    expect(seen.find((r) => r.url === '/api/things/1' && r.method === 'PUT')?.headers.authorization).toBe(
      'Bearer t',
    );
  });

  it('node-fetch and axios keep the private-address rules', async () => {
    const before = seen.length;
    const got = await value(
      `const out = [];
       try { await require('node-fetch')('${base}/x'); } catch (e) { out.push(e.name + ': ' + e.message); }
       try { await require('axios').get('${base}/x'); } catch (e) { out.push(e.code + ': ' + e.message); }
       return out;`,
      { fetch: createGuardedFetch({ allowPrivate: false }) },
    );
    expect(got).toEqual([
      expect.stringMatching(/^FetchError: request to .* failed, reason: .*127\.0\.0\.1/),
      expect.stringMatching(/^ERR_NETWORK: .*127\.0\.0\.1/),
    ]);
    expect(seen.length).toBe(before);
    const noFetch = await runSandboxed({ code: "await require('axios').get('https://example.com')" });
    expect(noFetch).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('not available') },
    });
  });

  it('crypto: randomUUID, hashes with hex and base64 digests, HMAC, randomBytes', async () => {
    const got = (await value(
      `const crypto = require('crypto');
       const h = (alg, enc) => crypto.createHash(alg).update('hello ').update('world').digest(enc);
       return { md5: h('md5', 'hex'), sha1: h('sha1', 'hex'), sha256: h('sha256', 'base64'), sha512: h('sha512', 'hex'),
                hmac: crypto.createHmac('sha256', 'key').update('data').digest('hex'),
                raw: crypto.createHash('sha256').update('x').digest().length,
                uuid: crypto.randomUUID(), bytes: crypto.randomBytes(16).toString('hex'),
                node: require('node:crypto') === crypto };`,
    )) as Record<string, unknown>;
    const h = (alg: string) => createHash(alg).update('hello world');
    expect(got.md5).toBe(h('md5').digest('hex'));
    expect(got.sha1).toBe(h('sha1').digest('hex'));
    expect(got.sha256).toBe(h('sha256').digest('base64'));
    expect(got.sha512).toBe(h('sha512').digest('hex'));
    expect(got.hmac).toBe(createHmac('sha256', 'key').update('data').digest('hex'));
    expect(got.raw).toBe(32);
    expect(got.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(got.bytes).toMatch(/^[0-9a-f]{32}$/);
    expect(got.node).toBe(true);
  });

  it('uuid v4 and v7 (time-ordered), lodash, date-fns and cheerio', async () => {
    const got = (await value(
      `const { v4, v7, validate, version } = require('uuid');
       const ids = [v7(), v7(), v7()];
       const _ = require('lodash');
       const { format, addDays, parseISO } = require('date-fns');
       const cheerio = require('cheerio');
       const $ = cheerio.load('<ul><li class="a"><a href="/one">One &amp; only</a></li><li>Two</li></ul>');
       return { v4: [validate(v4()), version(v4())], v7: [version(ids[0]), ids.slice().sort().join() === ids.join()],
                lodash: [_.chunk([1, 2, 3], 2), _.get({ a: { b: 3 } }, 'a.b'), _.uniq([1, 1, 2])],
                get: require('lodash/get')({ x: 1 }, 'x'),
                date: format(addDays(parseISO('2024-02-28'), 1), 'yyyy-MM-dd'),
                cheerio: [$('li').length, $('a').attr('href'), $('li.a').text()] };`,
    )) as Record<string, unknown>;
    expect(got).toEqual({
      v4: [true, 4],
      v7: [7, true],
      lodash: [[[1, 2], [3]], 3, [1, 2]],
      get: 1,
      date: '2024-02-29',
      cheerio: [2, '/one', 'One & only'],
    });
  });

  it('url, querystring and buffer as in Node', async () => {
    const got = await value(
      `const { URL, parse } = require('url');
       const qs = require('querystring');
       const u = new URL('/p?a=1', 'https://example.com');
       u.searchParams.append('b', 'x y');
       return [u.href, u.hostname, parse('http://h.io/x?k=v', true).query.k, qs.stringify({ a: [1, 2], b: 'c d' }),
               qs.parse('a=1&a=2&b=c%20d'), require('buffer').Buffer.from('hi').toString('base64'),
               Buffer.from('aGk=', 'base64').toString(), atob(btoa('ok'))];`,
    );
    expect(got).toEqual([
      'https://example.com/p?a=1&b=x+y',
      'example.com',
      'v',
      'a=1&a=2&b=c%20d',
      { a: ['1', '2'], b: 'c d' },
      'aGk=',
      'hi',
      'ok',
    ]);
  });

  it('anything else fails naming the module and the allowed list', async () => {
    const result = await runSandboxed({
      code: "const fs = require('fs'); return fs.readFileSync('/etc/passwd')",
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'runtime',
        message:
          "Error: Module 'fs' is not available in the sandbox. Allowed: axios, buffer, cheerio, crypto, date-fns, lodash, node-fetch, pg, querystring, typeorm, url, uuid",
      },
    });
    for (const name of ['child_process', 'lodash/../../fs', 'crypto/sub']) {
      const r = await runSandboxed({ code: `require(${JSON.stringify(name)})` });
      expect(r.ok ? '' : r.error.message).toContain(`Module '${name}' is not available in the sandbox`);
    }
    const computed = await runSandboxed({ code: "const n = 'lo' + 'dash'; return require(n)" });
    expect(computed.ok ? '' : computed.error.message).toContain("require('lodash')");
  });

  it('operators extend the list with SANDBOX_MODULES: a local package, bundled, using the sandbox crypto', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-modules-'));
    const saved = { list: process.env.SANDBOX_MODULES, dir: process.env.SANDBOX_MODULES_DIR };
    try {
      const pkg = join(dir, 'node_modules', 'tiny-greeter');
      await mkdir(pkg, { recursive: true });
      await writeFile(join(pkg, 'package.json'), JSON.stringify({ name: 'tiny-greeter', main: 'index.js' }));
      await writeFile(
        join(pkg, 'index.js'),
        `const { createHash } = require('crypto');
         module.exports = (name) => 'Hello, ' + name + ' ' + createHash('md5').update(name).digest('hex').slice(0, 6);`,
      );
      process.env.SANDBOX_MODULES = 'tiny-greeter';
      process.env.SANDBOX_MODULES_DIR = dir;
      expect(await value("return require('tiny-greeter')('Ada')")).toBe(
        `Hello, Ada ${createHash('md5').update('Ada').digest('hex').slice(0, 6)}`,
      );
      const denied = await runSandboxed({ code: "require('left-pad')" });
      expect(denied.ok ? '' : denied.error.message).toContain('Allowed: axios, buffer, cheerio, crypto');
      expect(denied.ok ? '' : denied.error.message).toContain(
        'querystring, tiny-greeter, typeorm, url, uuid',
      );
    } finally {
      for (const [key, was] of [
        ['SANDBOX_MODULES', saved.list],
        ['SANDBOX_MODULES_DIR', saved.dir],
      ] as const) {
        if (was === undefined) delete process.env[key];
        else process.env[key] = was;
      }
      await rm(dir, { recursive: true, force: true });
    }
  });
});
