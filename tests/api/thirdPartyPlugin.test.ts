import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../plugins/builtin.ts';
import weatherPlugin from '../third-party-plugin/index.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

describe('a third-party plugin outside host/ and plugins/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [...builtinPlugins, weatherPlugin] });
  });
  afterAll(() => server?.close());

  it('adds its node type to GET /api/v1/nodes', async () => {
    const res = await server.fetch('/api/v1/nodes/weatherReadingAgentflow');
    expect(res.status).toBe(200);
    expect((await res.json()).label).toBe('Weather Reading');
  });

  it('adds a server route backed by its own migrated table', async () => {
    for (const celsius of [10, 14]) {
      const res = await server.fetch('/api/v1/weather-readings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ station: 'Oslo', celsius }),
      });
      expect(res.status).toBe(201);
    }
    const res = await server.fetch('/api/v1/weather-readings/Oslo');
    expect(await res.json()).toEqual({ station: 'Oslo', average: 12, count: 2 });
  });

  it('gets its body validated by the host (400 naming the field)', async () => {
    const res = await server.fetch('/api/v1/weather-readings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ station: 'Oslo', celsius: 'warm' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('celsius');
  });

  it('is absent when DISABLED_PLUGINS names it', async () => {
    const off = await startTestServer({
      plugins: [...builtinPlugins, weatherPlugin],
      env: { DISABLED_PLUGINS: 'weather-station' },
    });
    try {
      expect((await off.fetch('/api/v1/nodes/weatherReadingAgentflow')).status).toBe(404);
      expect((await off.fetch('/api/v1/weather-readings/Oslo')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
