import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../plugins/tools/server/index.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer;

const call = (method: string, path: string, body?: unknown) => apiCall(server, method, path, body);

const addSchema = JSON.stringify({
  type: 'object',
  properties: { a: { type: 'number' }, b: { type: 'number', description: 'second' } },
  required: ['a', 'b'],
});

const newTool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Adds two numbers',
  color: '#aa3300',
  iconSrc: 'https://example.com/add.svg',
  schema: addSchema,
  func: 'console.log("adding", $a, $b); return $a + $b;',
  ...extra,
});

beforeAll(async () => {
  // no HTTP_ALLOW_PRIVATE: tool code must not reach the loopback listener below
  server = await startTestServer({ env: { HTTP_ALLOW_PRIVATE: '' } });
});
afterAll(async () => {
  await server?.close();
});

describe('tools CRUD', () => {
  it('creates, lists, reads, updates and deletes a tool', async () => {
    const created = await call('POST', '/tools', newTool('add_numbers'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'add_numbers',
      description: 'Adds two numbers',
      color: '#aa3300',
      iconSrc: 'https://example.com/add.svg',
      schema: addSchema,
      workspaceId: 'default',
    });
    const id = created.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.body.createdDate)).not.toBeNaN();

    const list = await call('GET', '/tools');
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toContain(id);

    expect((await call('GET', `/tools/${id}`)).body.name).toBe('add_numbers');

    const updated = await call('PUT', `/tools/${id}`, { name: 'add_two', color: '#00ff00' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'add_two',
      color: '#00ff00',
      description: 'Adds two numbers',
    });
    expect(Date.parse(updated.body.updatedDate)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedDate));

    expect((await call('DELETE', `/tools/${id}`)).status).toBe(204);
    expect((await call('GET', `/tools/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/tools/${id}`)).status).toBe(404);
  });

  it('answers 409 for a duplicate name, on create and on rename', async () => {
    expect((await call('POST', '/tools', newTool('dup_tool'))).status).toBe(201);
    const again = await call('POST', '/tools', newTool('dup_tool'));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("'dup_tool' already exists");
    const other = await call('POST', '/tools', newTool('other_tool'));
    expect((await call('PUT', `/tools/${other.body.id}`, { name: 'dup_tool' })).status).toBe(409);
    expect((await call('GET', `/tools/${other.body.id}`)).body.name).toBe('other_tool');
  });

  it.each(['1abc', 'my-tool', 'has space', '', `a${'b'.repeat(64)}`])(
    'refuses the name %j with 400',
    async (name) => {
      const res = await call('POST', '/tools', newTool(name));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/name/i);
    },
  );

  it.each([
    ['not JSON', '{oops'],
    ['not an object schema', '{"type":"array"}'],
    ['an unknown type', '{"type":"object","properties":{"a":{"type":"text"}}}'],
    ['required not a list', '{"type":"object","required":"a"}'],
  ])('refuses an invalid JSON schema (%s) with 400 and stores nothing', async (_why, schema) => {
    const before = (await call('GET', '/tools')).body.length;
    const res = await call('POST', '/tools', newTool('bad_schema_tool', { schema }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Invalid JSON schema');
    expect((await call('GET', '/tools')).body.length).toBe(before);
  });

  it("accepts the peer's tool shape: a gradient colour and a schema of property rows", async () => {
    const res = await call('POST', '/tools', {
      name: 'peer_shaped',
      description: 'As the peer sends it',
      color: 'linear-gradient(rgb(170,51,0), rgb(0,0,0))',
      schema: JSON.stringify([
        { id: 0, property: 'a', description: 'first', type: 'number', required: true },
        { id: 1, property: 'b', description: '', type: 'number', required: false },
      ]),
      func: 'return $a + ($b ?? 0);',
    });
    expect(res.status).toBe(201);
    expect(res.body.color).toBe('#aa3300');
    expect(JSON.parse(res.body.schema)).toEqual({
      type: 'object',
      properties: { a: { type: 'number', description: 'first' }, b: { type: 'number' } },
      required: ['a'],
    });
    const updated = await call('PUT', `/tools/${res.body.id}`, { color: 'rgb(0, 255, 0)' });
    expect(updated.body.color).toBe('#00ff00');
    const run = await call('POST', `/tools/${res.body.id}/run`, { args: { a: 2, b: 3 } });
    expect(run.body).toMatchObject({ ok: true, output: 5 });
  });

  it('validates body fields: missing func, bad colour, unknown field, bad id', async () => {
    expect((await call('POST', '/tools', { name: 'x', description: 'd' })).status).toBe(400);
    expect((await call('POST', '/tools', newTool('colour_tool', { color: 'red' }))).body.message).toContain(
      'color',
    );
    expect((await call('POST', '/tools', newTool('extra_tool', { owner: 'me' }))).status).toBe(400);
    expect((await call('GET', '/tools/not-a-uuid')).status).toBe(400);
  });
});

describe('running tools in the sandbox', () => {
  it('test-runs an unsaved function with arguments, returning output, logs and duration', async () => {
    const res = await call('POST', '/tools/test-run', {
      func: 'console.log("got", $args.a); return { sum: $a + $b, vars: typeof $vars, flow: typeof $flow };',
      schema: addSchema,
      args: { a: 2, b: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, output: { sum: 5, vars: 'object', flow: 'object' } });
    expect(res.body.logs).toEqual([{ level: 'log', message: 'got 2' }]);
    expect(typeof res.body.durationMs).toBe('number');
  });

  it('refuses arguments that do not fit the schema with 400 naming the field', async () => {
    const res = await call('POST', '/tools/test-run', {
      func: 'return 1',
      schema: addSchema,
      args: { a: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('/a must be number');
  });

  it('returns a thrown error as ok:false with its message', async () => {
    const res = await call('POST', '/tools/test-run', { func: 'throw new Error("boom")' });
    expect(res.body).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(res.body.error.message).toContain('boom');
  });

  it('stops an infinite loop at the limit and the server answers right after', async () => {
    const started = Date.now();
    const res = await call('POST', '/tools/test-run', { func: 'while (true) {}', timeoutMs: 1000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(8000);
    const ping = await server.fetch('/api/v1/ping');
    expect(ping.status).toBe(200);
    expect(await ping.text()).toBe('pong');
  });

  it('runs a saved tool by id', async () => {
    const created = await call('POST', '/tools', newTool('saved_add'));
    const res = await call('POST', `/tools/${created.body.id}/run`, { args: { a: 40, b: 2 } });
    expect(res.body).toMatchObject({ ok: true, output: 42 });
    expect(res.body.logs[0].message).toBe('adding 40 2');
  });

  it('runTool finds a tool by name in its workspace only, passing $vars and $flow', async () => {
    await call(
      'POST',
      '/tools',
      newTool('ctx_tool', { func: 'return [$a + $b, $vars.greeting, $flow.chatId];' }),
    );
    const db = server.app.brains.db;
    const result = await runTool(
      db,
      'default',
      'ctx_tool',
      { a: 1, b: 2 },
      {
        vars: { greeting: 'hi' },
        flow: { chatId: 'c1' },
      },
    );
    expect(result).toMatchObject({ ok: true, output: [3, 'hi', 'c1'] });
    await expect(runTool(db, 'another-workspace', 'ctx_tool', { a: 1, b: 2 })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('sandbox escapes are refused', () => {
  const probe = async (func: string) => (await call('POST', '/tools/test-run', { func })).body;

  it('has no process, module or import(), and require gives only the sandbox modules', async () => {
    expect(await probe('return [typeof process, typeof module, typeof exports];')).toMatchObject({
      ok: true,
      output: ['undefined', 'undefined', 'undefined'],
    });
    const dynamic = await probe('const fs = await import("node:fs"); return typeof fs.readFileSync;');
    expect(dynamic.ok).toBe(false);
    const req = await probe('return require("child_process").execSync("id").toString();');
    expect(req).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringContaining("Module 'child_process' is not available") },
    });
  });

  it('finds no host objects through globalThis or constructor chains', async () => {
    const out = await probe(`
      const viaFn = Function('return this')();
      const viaCtor = (() => {}).constructor('return typeof process')();
      return {
        globals: Object.getOwnPropertyNames(globalThis).filter((k) => /^(process|global|module|exports|__dirname|setImmediate|std|os)$/.test(k)),
        sameGlobal: viaFn === globalThis,
        viaCtor,
        procOnGlobal: typeof globalThis.process,
      };
    `);
    expect(out).toMatchObject({
      ok: true,
      output: { globals: [], sameGlobal: true, viaCtor: 'undefined', procOnGlobal: 'undefined' },
    });
  });

  it('refuses fetch to 127.0.0.1 and the local server receives nothing', async () => {
    let hits = 0;
    const local: Server = createServer((_req, res) => {
      hits++;
      res.end('secret');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const { port } = local.address() as AddressInfo;
    try {
      const out = await probe(`const r = await fetch('http://127.0.0.1:${port}/'); return await r.text();`);
      expect(out.ok).toBe(false);
      expect(out.error.message).toMatch(/private|blocked|not allowed/i);
      expect(out.output).toBeUndefined();
      const viaName = await probe(
        `const r = await fetch('http://localhost:${port}/'); return await r.text();`,
      );
      expect(viaName.ok).toBe(false);
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => local.close(resolve));
    }
  });
});
