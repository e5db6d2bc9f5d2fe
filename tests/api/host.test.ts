import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import echo from './fixtures/echo/index.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';
import type { DatabaseHandle } from '../../host/server/db/openDatabase.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('host routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [...builtinPlugins, echo] });
  });
  afterAll(() => server?.close());

  it('accepts a trailing slash, as the peer clients send on some calls', async () => {
    const res = await server.fetch('/api/v1/ping/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('pong');
  });

  it('GET /api/v1/ping answers pong as text', async () => {
    const res = await server.fetch('/api/v1/ping');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('pong');
  });

  it('GET /api/v1/version answers the package.json version', async () => {
    const res = await server.fetch('/api/v1/version');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: pkg.version });
  });

  it('GET /api/v1/nodes lists every registered node definition', async () => {
    const res = await server.fetch('/api/v1/nodes');
    expect(res.status).toBe(200);
    const nodes = (await res.json()) as { name: string }[];
    const expected = server.app.brains.registry.nodes.list().map((n) => n.name);
    expect(nodes.map((n) => n.name).sort()).toEqual(expected.sort());
    expect(nodes.map((n) => n.name)).toContain('apiTestEcho');
    const builtinNodes = (await pluginDefinitions(builtinPlugins))
      .flatMap((p) => p.nodes ?? [])
      .map((n) => n.name);
    expect(nodes.length).toBe(builtinNodes.length + 1);
  });

  it('GET /api/v1/nodes/:name answers one definition', async () => {
    const res = await server.fetch('/api/v1/nodes/apiTestEcho');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'apiTestEcho', label: 'Echo', color: '#123456' });
  });

  it('GET /api/v1/nodes/:name answers a JSON 404 naming an unknown node', async () => {
    const res = await server.fetch('/api/v1/nodes/noSuchNode');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "NODE003 unknown node type 'noSuchNode'",
    });
  });

  it('answers unknown /api paths with a JSON 404, for every method', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/nodes'],
      ['GET', '/api/v2/ping'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${method} ${path} not found`,
      });
    }
  });

  it('keeps a table of every mounted route with owner, permission, public flag and body schema', () => {
    const routes = server.app.brains.routes;
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/ping', owner: 'host', public: true });
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/api/v1/api-test/notes',
      owner: 'api-test-echo',
      permission: 'tools:view',
      public: false,
      bodySchema: expect.objectContaining({ type: 'object' }),
    });
    for (const r of routes) {
      expect(r.url.startsWith('/api/v1/')).toBe(true);
      expect(r.public || Boolean(r.permission)).toBe(true);
    }
  });

  it("collects the plugins' node executors by node name", () => {
    expect(server.app.brains.executors.ownerOf('apiTestEcho')).toBe('api-test-echo');
  });
});

describe('GET /api/v1/settings', () => {
  // One fresh database for this block: each server below reuses it instead of copying another.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it.each([
    [undefined, 'open source'],
    ['open source', 'open source'],
    ['enterprise', 'enterprise'],
    ['cloud', 'cloud'],
    ['Cloud', 'open source'],
    ['something-else', 'open source'],
  ])('PLATFORM_TYPE=%s reports %s', async (value, reported) => {
    const server = await startTestServer({
      env: value === undefined ? {} : { PLATFORM_TYPE: value },
      database: { ...database, close: async () => {} },
    });
    try {
      const res = await server.fetch('/api/v1/settings');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ PLATFORM_TYPE: reported });
    } finally {
      await server.close();
    }
  });
});
