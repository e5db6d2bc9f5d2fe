import http from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { closeNow, listenOnLoopback } from '../../../../tests/http/loopbackServer.ts';
import { dataUri, testRun } from '../componentTestKit.ts';
import type { ToolInstance } from '../componentTypes.ts';
import { openAPIToolkit } from './openAPIToolkit.ts';
import { requestsGet, requestsPost } from './requestsTools.ts';

/** A small pet-shop API on loopback that records what it was sent. */
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, url: req.url }));
  });
});
const base = await listenOnLoopback(api);
afterAll(() => closeNow(api));
beforeEach(() => {
  seen.length = 0;
});
const signal = new AbortController().signal;

const SPEC = `openapi: 3.0.0
info: { title: Pets, version: '1' }
servers:
  - url: ${base}/v1
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      summary: Find a pet by id
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer } }
        - { name: fields, in: query, schema: { type: string } }
  /pets:
    post:
      operationId: addPet
      summary: Add a pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties: { name: { type: string }, tag: { type: string } }
`;

describe('openAPIToolkit', () => {
  it('offers one tool per operation of a YAML spec, with $refs resolved, and calls the API', async () => {
    const t = testRun();
    const tools = (await t.build('openAPIToolkit', openAPIToolkit, {
      yamlFile: dataUri('pets.yaml', SPEC, 'application/x-yaml'),
      headers: '{"Authorization":"Bearer pet-token"}',
      removeNulls: true,
    })) as ToolInstance[];
    expect(tools.map((x) => [x.name, x.description])).toEqual([
      ['getPet', 'Find a pet by id'],
      ['addPet', 'Add a pet'],
    ]);
    const addPet = tools[1]!;
    expect(addPet.schema).toEqual({
      type: 'object',
      properties: {
        requestBody: { type: 'object', properties: { name: { type: 'string' }, tag: { type: 'string' } } },
      },
      required: ['requestBody'],
    });

    expect(await tools[0]!.call({ petId: 7, fields: 'name', unused: null }, signal)).toBe(
      '{"ok":true,"url":"/v1/pets/7?fields=name"}',
    );
    await addPet.call({ requestBody: { name: 'Rex', tag: null } }, signal);
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/v1/pets', body: '{"name":"Rex"}' });
    expect(seen[1]?.headers.authorization).toBe('Bearer pet-token');
  });

  it('refuses a file that is not a spec, naming the file', async () => {
    await expect(
      testRun().build('openAPIToolkit', openAPIToolkit, { yamlFile: dataUri('x.yaml', 'just: [text') }),
    ).rejects.toThrow(/File 'x.yaml' is not valid YAML/);
  });
});

describe('requests tools', () => {
  it('Requests Get: the agent gives the URL and query; the answer is cut at Max Output Length', async () => {
    const get = (await testRun().build('requestsGet', requestsGet, {
      requestsGetMaxOutputLength: 10,
    })) as ToolInstance;
    expect(get.schema).toMatchObject({ required: ['url'] });
    expect(await get.call({ url: `${base}/items`, queryParams: { q: 'a b' } }, signal)).toBe('{"ok":true');
    expect(seen[0]?.url).toBe('/items?q=a+b');
  });

  it('Requests Post: a fixed URL and headers, the body from the agent; an error status fails the call', async () => {
    const post = (await testRun().build('requestsPost', requestsPost, {
      requestsPostUrl: `${base}/orders`,
      requestsPostHeaders: '{"x-shop":"north"}',
    })) as ToolInstance;
    expect(post.schema).toMatchObject({ required: ['body'] });
    await post.call({ body: { item: 'tea', qty: 2 } }, signal);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/orders', body: '{"item":"tea","qty":2}' });
    expect(seen[0]?.headers['x-shop']).toBe('north');

    const missing = (await testRun().build('requestsPost', requestsPost, {
      requestsPostUrl: `${base}/missing`,
    })) as ToolInstance;
    await expect(missing.call({ body: {} }, signal)).rejects.toThrow(/HTTP 404/);
  });

  it('refuses private addresses unless HTTP_ALLOW_PRIVATE allows them', async () => {
    const get = (await testRun({ services: { allowPrivate: false } }).build(
      'requestsGet',
      requestsGet,
    )) as ToolInstance;
    await expect(get.call({ url: `${base}/items` }, signal)).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});
