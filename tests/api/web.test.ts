import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../host/server/http/precompress.ts';
import { rawRequest as raw } from './rawRequest.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const html = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
// Over 1 KB so the build step writes compressed copies of it too.
const INDEX = `<!doctype html><title>tiny build</title><div id="root"></div><!-- ${'padding '.repeat(200)}-->`;
const APP = `console.log(${JSON.stringify('a fingerprinted bundle '.repeat(400))});`;

describe('serving the web build', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'bs-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dist, 'assets', 'big-abc123.js'), APP);
    await precompressFolder(dist);
    server = await startTestServer({ webRoot: dist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves built files with their type and long caching for fingerprinted assets', async () => {
    const res = await server.fetch('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log("app")');
    const svg = await server.fetch('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/svg/);
  });

  it('sends fingerprinted files without validators or ranges (never revalidated); index.html keeps its etag', async () => {
    const res = await raw(server.url, '/assets/big-abc123.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    const index = await server.fetch('/index.html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('etag')).toBeTruthy();
  });

  it.each(['/', '/agentflows', '/document-stores/abc/def', '/v2/agentcanvas/123?x=1'])(
    'falls back to index.html for %s when HTML is accepted',
    async (path) => {
      const res = await server.fetch(path, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('sends the precompressed .br copy for Accept-Encoding: br, decompressing to the original', async () => {
    const res = await raw(server.url, '/assets/big-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(APP.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP);
  });

  it('sends the .gz copy to gzip-only clients and the original to the rest, varying on Accept-Encoding', async () => {
    const gz = await raw(server.url, '/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP);
    const plain = await raw(server.url, '/assets/big-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(APP);
  });

  it('sends index.html compressed with no-cache, on its own path and as the SPA fallback', async () => {
    for (const path of ['/', '/index.html', '/agentflows']) {
      const res = await raw(server.url, path, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(INDEX);
    }
  });

  it('answers the root with the app to any client, compressed or not (not only to HTML requests)', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await raw(server.url, '/', { accept: '*/*', 'accept-encoding': encoding });
      expect(res.status, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^text\/html/);
    }
  });

  it('answers a missing non-HTML file with a JSON 404', async () => {
    const res = await server.fetch('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('never answers an /api path with the app shell', async () => {
    const res = await server.fetch('/api/v1/unknown', html);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('still serves the API', async () => {
    expect(await (await server.fetch('/api/v1/ping')).text()).toBe('pong');
  });
});

describe('without a web build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers non-API paths with a 503 saying how to build', async () => {
    const res = await server.fetch('/agentflows', html);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('npm run build');
  });

  it('serves the API all the same', async () => {
    expect((await server.fetch('/api/v1/version')).status).toBe(200);
  });
});
