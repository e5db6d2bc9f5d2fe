import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { apiCall } from './apiCall.ts';
import { inlinePlugin } from './fixtures/plugins.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

/**
 * A route behind a feature flag (the built-in flagged routes are all identity routes, which refuse
 * keys anyway): an API key reaches it only while its organisation has the flag on, as a session does.
 */
const flagged = inlinePlugin('flagged-test', {
  routes: [
    {
      method: 'GET',
      url: '/flagged-test/logs',
      permission: 'tools:view',
      feature: 'feat:logs',
      handler: () => ({ ok: true }),
    },
  ],
});

async function keyCall(server: TestServer, apiKey: string) {
  const res = await server.anonymousFetch('/api/v1/flagged-test/logs', {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return { status: res.status, body: (await res.json()) as { message?: string; ok?: boolean } };
}

describe.each(['enterprise', 'oss'] as const)('API keys and feature flags (%s)', (edition) => {
  let server: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PLATFORM_TYPE: edition },
      plugins: [...builtinPlugins, flagged],
    });
    const created = await apiCall(server, 'POST', '/apikey', {
      keyName: 'Flags',
      permissions: ['tools:view'],
    });
    expect(created.status).toBe(201);
    apiKey = created.body.apiKey;
  });
  afterAll(() => server?.close());

  it(
    edition === 'oss'
      ? 'refuses a route behind a flag open source does not hold'
      : 'lets the key in while the flag is on, refuses it (403) once the organisation turns it off',
    async () => {
      if (edition === 'oss') {
        const refused = await keyCall(server, apiKey);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Forbidden: the feature feat:logs is not enabled');
        return;
      }
      expect(await keyCall(server, apiKey)).toEqual({ status: 200, body: { ok: true } });
      await server.app.brains.db
        .updateTable('organization')
        .set({ features: JSON.stringify({ 'feat:logs': 'false' }) })
        .execute();
      const refused = await keyCall(server, apiKey);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Forbidden: the feature feat:logs is not enabled');
      // the same answer a signed-in admin gets
      expect((await apiCall(server, 'GET', '/flagged-test/logs')).status).toBe(403);
    },
  );
});
