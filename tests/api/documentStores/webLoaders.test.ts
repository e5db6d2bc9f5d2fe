import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { workspaceHeaderPolicy } from '../workspaceHeader.ts';
import { caller, waitForJob } from './storeHarness.ts';

let server: TestServer;
let call: ReturnType<typeof caller>;
let site: http.Server;
let base: string;
const seen: { method: string; url: string; body: string; auth?: string }[] = [];
/** Requests to /slow wait here until the test lets them go. */
const held: http.ServerResponse[] = [];

const page = (title: string, body: string) =>
  `<html><head><title>${title}</title><script>var secret = 1;</script></head><body><nav><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a> <a href="https://elsewhere.test/x">Out</a></nav><main>${body}</main><footer>Footer text</footer></body></html>`;

/** A small site on loopback: three linked pages, a JSON API and a slow page. */
function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', body, auth: req.headers.authorization });
    if (req.url === '/slow') {
      held.push(res);
      return;
    }
    if (req.url === '/api/items') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ items: [{ name: 'widget', echo: body ? JSON.parse(body) : null }] }));
      return;
    }
    const pages: Record<string, string> = {
      '/': page('Home', '<h1>Welcome</h1><p>Start here.</p>'),
      '/a': page('A', '<p>Page A text.</p>'),
      '/b': page('B', '<p>Page B text.</p>'),
      '/c': page('C', '<p>Page C text.</p>'),
    };
    const html = pages[req.url ?? ''];
    if (!html) {
      res.statusCode = 404;
      res.end('missing');
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  });
}

beforeAll(async () => {
  site = http.createServer(handle);
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // The test server's HTTP_ALLOW_PRIVATE (its config) allows 127.0.0.1, as an operator would.
  server = await startTestServer({ accessPolicy: workspaceHeaderPolicy });
  call = caller(server);
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => site?.close(r));
});

const newStore = async () => (await call('POST', '/document-store/store', { name: 'Web' })).body.id as string;

describe('web page loader', () => {
  it('loads one page as text without scripts, navigation and footer', async () => {
    const res = await call('POST', '/document-store/loader/preview', {
      storeId: await newStore(),
      loaderId: 'webPage',
      loaderConfig: { url: `${base}/` },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totalChunks).toBe(1);
    const [chunk] = res.body.chunks;
    expect(chunk.metadata).toEqual({ source: `${base}/`, title: 'Home' });
    expect(chunk.pageContent).toContain('# Welcome');
    for (const gone of ['secret', 'Footer text', 'Page A']) expect(chunk.pageContent).not.toContain(gone);
  });

  it('crawls same-site links up to the limit, never another site', async () => {
    seen.length = 0;
    const res = await call('POST', '/document-store/loader/preview', {
      storeId: await newStore(),
      loaderId: 'webPage',
      loaderConfig: { url: `${base}/`, crawl: true, limit: '3' },
      previewChunkCount: -1,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.chunks.map((c: { metadata: { title: string } }) => c.metadata.title)).toEqual([
      'Home',
      'A',
      'B',
    ]);
    expect(seen.map((s) => s.url)).toEqual(['/', '/a', '/b']);
  });

  it('a missing page is a 400 naming the URL', async () => {
    const res = await call('POST', '/document-store/loader/preview', {
      storeId: await newStore(),
      loaderId: 'webPage',
      loaderConfig: { url: `${base}/nowhere` },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`${base}/nowhere`);
    expect(res.body.message).toContain('404');
  });
});

describe('API loader', () => {
  it('GETs JSON as one pretty-printed document', async () => {
    const res = await call('POST', '/document-store/loader/preview', {
      storeId: await newStore(),
      loaderId: 'apiLoader',
      loaderConfig: { method: 'GET', url: `${base}/api/items`, metadata: { kind: 'api' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.chunks[0].pageContent).toContain('"name": "widget"');
    expect(res.body.chunks[0].metadata).toEqual({ source: `${base}/api/items`, method: 'GET', kind: 'api' });
  });

  it('POSTs a JSON body with headers, and processes into chunks', async () => {
    seen.length = 0;
    const storeId = await newStore();
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'apiLoader',
      loaderConfig: {
        method: 'POST',
        url: `${base}/api/items`,
        headers: '{"Authorization":"Bearer t0k"}',
        body: { q: 'widgets' },
        omitMetadataKeys: 'method',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.source).toBe(`${base}/api/items`);
    const started = await call('POST', `/document-store/loader/process/${saved.body.id}`, {});
    const job = await waitForJob(call, started.body.id);
    expect(job.status, job.message).toBe('succeeded');
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"q":"widgets"}', auth: 'Bearer t0k' });
    const chunks = (await call('GET', `/document-store/chunks/${storeId}/all/1`)).body.chunks;
    expect(chunks[0].pageContent).toContain('"q": "widgets"');
    expect(chunks[0].metadata).toEqual({ source: `${base}/api/items` });
  });
});

describe('processing jobs', () => {
  it('a job can be cancelled while it runs; the previous chunks stay', async () => {
    const storeId = await newStore();
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: 'Earlier text.' },
    });
    const first = await call('POST', `/document-store/loader/process/${saved.body.id}`, {});
    expect((await waitForJob(call, first.body.id)).status).toBe('succeeded');

    const started = await call('POST', `/document-store/loader/process/${saved.body.id}`, {
      loaderId: 'webPage',
      loaderConfig: { url: `${base}/slow` },
    });
    expect(started.status, started.text).toBe(202);
    const jobId = started.body.id;
    while (held.length === 0) await new Promise((r) => setTimeout(r, 20));
    // A second process of the same loader waits its turn: 409.
    const again = await call('POST', `/document-store/loader/process/${saved.body.id}`, {});
    expect(again.status).toBe(409);
    expect((await call('GET', `/document-store/store/${storeId}/jobs`)).body[0]).toMatchObject({
      id: jobId,
      status: 'running',
    });
    const cancelled = await call('POST', `/document-store/jobs/${jobId}/cancel`);
    expect(cancelled.status).toBe(200);
    const job = await waitForJob(call, jobId);
    expect(job).toMatchObject({ status: 'cancelled', message: 'Cancelled' });
    for (const res of held.splice(0)) res.end('late');
    expect((await call('POST', `/document-store/jobs/${jobId}/cancel`)).status).toBe(409);
    const chunks = (await call('GET', `/document-store/chunks/${storeId}/all/1`)).body.chunks;
    expect(chunks.map((c: { pageContent: string }) => c.pageContent)).toEqual(['Earlier text.']);
    const loader = (await call('GET', `/document-store/store/${storeId}`)).body.loaders[0];
    expect(loader).toMatchObject({ status: 'SYNC', totalChunks: 1 });
  });
});
