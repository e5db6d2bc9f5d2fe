import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPolicy, verifyApiKey } from '../../plugins/apikeys/server/index.ts';
import '../../plugins/flows/server/FlowTable.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer;

/** `key`, when given, goes as the Bearer API key. */
const call = (method: string, path: string, body?: unknown, key?: string) =>
  apiCall(server, method, path, body, key === undefined ? {} : { authorization: `Bearer ${key}` });

async function insertFlow(name: string, apikeyId: string | null, workspaceId = 'default') {
  const id = randomUUID();
  await server.app.brains.db
    .insertInto('chat_flow')
    .values({
      id,
      workspace_id: workspaceId,
      name,
      flow_data: '{"nodes":[],"edges":[]}',
      type: 'CHATFLOW',
      apikey_id: apikeyId,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  // The app runs with the API key policy in front of the default one, as the identity issue will compose it.
  server = await startTestServer({ accessPolicy: apiKeyPolicy() });
});
afterAll(async () => {
  await server?.close();
});

describe('API keys', () => {
  it('creates a key shown once, lists and reads it masked, and never stores it in plain text', async () => {
    const created = await call('POST', '/apikey', { keyName: 'Production' });
    expect(created.status).toBe(201);
    const raw = created.body.apiKey as string;
    expect(raw).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ keyName: 'Production', workspaceId: 'default', flows: [] });
    expect(created.body.maskedKey).toBe(`${raw.slice(0, 12)}••••••••`);
    expect(created.body.permissions).toEqual(expect.arrayContaining(['tools:view', 'apikeys:delete']));

    const list = await call('GET', '/apikey');
    expect(list.status).toBe(200);
    expect(list.body.find((k: { id: string }) => k.id === created.body.id)).toMatchObject({
      keyName: 'Production',
      maskedKey: created.body.maskedKey,
    });
    const one = await call('GET', `/apikey/${created.body.id}`);
    for (const res of [list, one]) {
      expect(res.text).not.toContain(raw);
      expect(res.text).not.toContain(raw.slice(12));
      expect(res.text).not.toMatch(/key_?hash|apiKey"/i);
    }

    const rows = await server.app.brains.db.selectFrom('apikey').selectAll().execute();
    const row = rows.find((r) => r.id === created.body.id)!;
    expect(JSON.stringify(rows)).not.toContain(raw);
    expect(JSON.stringify(rows)).not.toContain(raw.slice(12));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_prefix).toBe(raw.slice(0, 12));
  });

  it('verifies a key through verifyApiKey and the verify route, refusing wrong ones', async () => {
    const { body } = await call('POST', '/apikey', { keyName: 'Verify me', permissions: ['tools:view'] });
    const db = server.app.brains.db;
    expect(await verifyApiKey(db, body.apiKey)).toEqual({
      id: body.id,
      workspaceId: 'default',
      keyName: 'Verify me',
      permissions: ['tools:view'],
      createdBy: null,
    });
    const flipped = body.apiKey.slice(0, -1) + (body.apiKey.endsWith('A') ? 'B' : 'A');
    expect(await verifyApiKey(db, flipped)).toBeNull();
    expect(await verifyApiKey(db, 'nonsense')).toBeNull();
    expect((await call('POST', '/apikey/verify', { apiKey: body.apiKey })).body).toMatchObject({
      valid: true,
      id: body.id,
    });
    const bad = await call('POST', '/apikey/verify', { apiKey: flipped });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid API Key');
  });

  it('renames a key, refuses a duplicate name (409) and a blank one (400)', async () => {
    const a = (await call('POST', '/apikey', { keyName: 'Alpha' })).body;
    await call('POST', '/apikey', { keyName: 'Beta' });
    const renamed = await call('PUT', `/apikey/${a.id}`, { keyName: 'Alpha 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ keyName: 'Alpha 2', maskedKey: a.maskedKey });
    expect(renamed.text).not.toContain(a.apiKey);
    expect((await call('PUT', `/apikey/${a.id}`, { keyName: 'Beta' })).status).toBe(409);
    expect((await call('POST', '/apikey', { keyName: 'Beta' })).status).toBe(409);
    expect((await call('POST', '/apikey', { keyName: '   ' })).status).toBe(400);
    expect((await call('PUT', `/apikey/${randomUUID()}`, { keyName: 'x' })).status).toBe(404);
    // The key still works after a rename: only the name changed.
    expect((await call('GET', '/tools', undefined, a.apiKey)).status).toBe(200);
  });

  it('lists the flows bound to each key and unbinds them when the key is deleted', async () => {
    const key = (await call('POST', '/apikey', { keyName: 'Bound' })).body;
    const f1 = await insertFlow('Support bot', key.id);
    const f2 = await insertFlow('Sales bot', key.id);
    const free = await insertFlow('Unbound bot', null);
    const listed = (await call('GET', '/apikey')).body.find((k: { id: string }) => k.id === key.id);
    expect(listed.flows.map((f: { name: string }) => f.name)).toEqual(['Sales bot', 'Support bot']);

    const deleted = await call('DELETE', `/apikey/${key.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: key.id, unboundFlows: 2 });
    const flows = await server.app.brains.db
      .selectFrom('chat_flow')
      .select(['id', 'apikey_id'])
      .where('id', 'in', [f1, f2, free])
      .execute();
    expect(flows.every((f) => f.apikey_id === null)).toBe(true);
    expect((await call('GET', `/apikey/${key.id}`)).status).toBe(404);
    expect((await call('DELETE', `/apikey/${key.id}`)).status).toBe(404);
    // A deleted key no longer authenticates.
    expect((await call('GET', '/tools', undefined, key.apiKey)).status).toBe(401);
  });

  it('refuses unknown permissions (400) and bad bodies (400)', async () => {
    expect((await call('POST', '/apikey', { keyName: 'x', permissions: ['nothing:here'] })).status).toBe(400);
    expect((await call('POST', '/apikey', { keyName: 'x', permissions: ['no spaces allowed'] })).status).toBe(
      400,
    );
    expect((await call('POST', '/apikey', { name: 'x' })).status).toBe(400);
    expect((await call('GET', '/apikey/not-a-uuid')).status).toBe(400);
  });
});

describe('Bearer authentication with API keys', () => {
  it('answers 401 Invalid API Key for a wrong key, and lets a valid key through', async () => {
    const wrong = await call('GET', '/tools', undefined, 'bsk_wrongwrongwrongwrongwrongwrongwrongwrongwro');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid API Key');
    expect((await call('GET', '/tools', undefined, 'garbage')).status).toBe(401);
    const key = (await call('POST', '/apikey', { keyName: 'Reader' })).body.apiKey;
    expect((await call('GET', '/tools', undefined, key)).status).toBe(200);
    // Public routes stay reachable, but a wrong key is still refused rather than ignored.
    const ping = (bearer: string) =>
      server.fetch('/api/v1/ping', { headers: { authorization: `Bearer ${bearer}` } });
    expect((await ping(key)).status).toBe(200);
    expect((await ping('garbage')).status).toBe(401);
  });

  it("checks the route's permission against the key's own permissions (403)", async () => {
    const key = (await call('POST', '/apikey', { keyName: 'View tools only', permissions: ['tools:view'] }))
      .body.apiKey;
    expect((await call('GET', '/tools', undefined, key)).status).toBe(200);
    const write = await call('POST', '/tools', { name: 'nope', description: 'd', func: 'return 1' }, key);
    expect(write.status).toBe(403);
    expect(write.body.message).toContain('tools:create');
    expect((await call('GET', '/apikey', undefined, key)).status).toBe(403);
  });

  it('gives a new key no permission wider than the key that creates it', async () => {
    const creator = (
      await call('POST', '/apikey', {
        keyName: 'Key admin',
        permissions: ['apikeys:create', 'apikeys:view', 'tools:view'],
      })
    ).body.apiKey;
    const wider = await call('POST', '/apikey', { keyName: 'Wider', permissions: ['tools:delete'] }, creator);
    expect(wider.status).toBe(403);
    expect(wider.body.message).toContain('tools:delete');
    const inherited = await call('POST', '/apikey', { keyName: 'Inherited' }, creator);
    expect(inherited.status).toBe(201);
    expect(inherited.body.permissions).toEqual(['apikeys:create', 'apikeys:view', 'tools:view']);
    const narrower = await call(
      'POST',
      '/apikey',
      { keyName: 'Narrower', permissions: ['tools:view'] },
      creator,
    );
    expect(narrower.body.permissions).toEqual(['tools:view']);
  });

  it("puts a key's requests in the key's workspace", async () => {
    await call('POST', '/tools', { name: 'default_ws_tool', description: 'd', func: 'return 1' });
    // A key of another workspace, made the way the create route makes keys (identity will create these).
    const created = (await call('POST', '/apikey', { keyName: 'Other workspace' })).body;
    await server.app.brains.db
      .updateTable('apikey')
      .set({ workspace_id: 'ws-other' })
      .where('id', '=', created.id)
      .execute();
    const otherFlow = await insertFlow('Other flow', created.id, 'ws-other');

    const tools = await call('GET', '/tools', undefined, created.apiKey);
    expect(tools.status).toBe(200);
    expect(tools.body).toEqual([]);
    const keys = await call('GET', '/apikey', undefined, created.apiKey);
    expect(keys.body.map((k: { id: string }) => k.id)).toEqual([created.id]);
    expect(keys.body[0].flows.map((f: { id: string }) => f.id)).toEqual([otherFlow]);
    // And the default workspace does not see it.
    expect((await call('GET', `/apikey/${created.id}`)).status).toBe(404);
  });
});

describe('key permissions of signed-in users (enterprise)', () => {
  let ent: TestServer;
  beforeAll(async () => {
    ent = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  });
  afterAll(() => ent?.close());

  it('offers and grants a member only their own permissions, an admin every one', async () => {
    const member = (await ent.createUser({ role: 'member' })).session;
    const admin = ent.admin!.session;
    const offered = (await apiCall(member, 'GET', '/apikey/permissions')).body.permissions as string[];
    expect(offered).toEqual(expect.arrayContaining(['apikeys:create', 'credentials:create', 'tools:view']));
    expect(offered).not.toContain('credentials:delete');
    expect(offered).not.toContain('users:manage');
    const all = (await apiCall(admin, 'GET', '/apikey/permissions')).body.permissions as string[];
    expect(all).toEqual(expect.arrayContaining(['credentials:delete', 'workspace:export']));
    // Routes for a signed-in person refuse keys: their permissions would grant a key nothing.
    for (const personOnly of ['users:manage', 'roles:manage', 'sso:manage', 'loginActivity:view'])
      expect(all).not.toContain(personOnly);
    const useless = await apiCall(admin, 'POST', '/apikey', {
      keyName: 'Admin',
      permissions: ['users:manage'],
    });
    expect(useless.status).toBe(400);
    expect(useless.body.message).toBe('API keys cannot use permissions of signed-in routes: users:manage');

    // Without a list a member's key carries what the member holds, never the admin-only ones.
    const plain = await apiCall(member, 'POST', '/apikey', { keyName: 'Member default' });
    expect(plain.status).toBe(201);
    expect(plain.body.permissions).toEqual(offered);
    const wider = await apiCall(member, 'POST', '/apikey', {
      keyName: 'Member wider',
      permissions: ['tools:view', 'tools:delete'],
    });
    expect(wider.status).toBe(403);
    expect(wider.body.message).toContain('tools:delete');
    // The key's own permissions are what it can do: tools:view passes, tools:delete does not.
    const narrow = await apiCall(member, 'POST', '/apikey', {
      keyName: 'Narrow',
      permissions: ['tools:view'],
    });
    const bearer = { authorization: `Bearer ${narrow.body.apiKey}` };
    expect((await ent.anonymousFetch('/api/v1/tools', { headers: bearer })).status).toBe(200);
    expect((await ent.anonymousFetch('/api/v1/variables', { headers: bearer })).status).toBe(403);

    const viewer = (await ent.createUser({ role: 'viewer' })).session;
    expect((await apiCall(viewer, 'GET', '/apikey/permissions')).status).toBe(403);
    expect((await apiCall(viewer, 'POST', '/apikey', { keyName: 'Viewer key' })).status).toBe(403);
  });

  it("is capped by its creator's current permissions: a narrowed role narrows the key, leaving ends it", async () => {
    const admin = ent.admin!.session;
    const role = await apiCall(admin, 'POST', '/role', {
      name: 'Key maker',
      permissions: ['apikeys:create', 'apikeys:view', 'tools:view', 'variables:view'],
    });
    expect(role.status).toBe(201);
    const maker = await ent.createUser({ role: role.body.id });
    const key = (
      await apiCall(maker.session, 'POST', '/apikey', {
        keyName: 'Capped',
        permissions: ['tools:view', 'variables:view'],
      })
    ).body;
    const get = async (path: string) =>
      (await ent.anonymousFetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${key.apiKey}` } }))
        .status;
    expect([await get('/tools'), await get('/variables')]).toEqual([200, 200]);

    const narrowed = await apiCall(admin, 'PUT', '/role', {
      id: role.body.id,
      permissions: ['apikeys:view', 'tools:view'],
    });
    expect(narrowed.status).toBe(200);
    expect([await get('/tools'), await get('/variables')]).toEqual([200, 403]);
    // The stored key is unchanged: widening the role again gives it back.
    expect((await apiCall(admin, 'GET', `/apikey/${key.id}`)).body.permissions).toEqual([
      'tools:view',
      'variables:view',
    ]);

    const left = await apiCall(admin, 'DELETE', `/workspaceuser?workspaceId=default&userId=${maker.id}`);
    expect(left.status).toBe(200);
    expect(await get('/tools')).toBe(403);
  });

  it('edits a key: may narrow it, or keep what it had, but never add what the editor lacks', async () => {
    const member = (await ent.createUser({ role: 'member' })).session;
    const admin = ent.admin!.session;
    const key = (
      await apiCall(admin, 'POST', '/apikey', {
        keyName: 'Admin made',
        permissions: ['tools:delete', 'tools:view'],
      })
    ).body;
    const renamed = await apiCall(member, 'PUT', `/apikey/${key.id}`, { keyName: 'Renamed by member' });
    expect(renamed.body).toMatchObject({
      keyName: 'Renamed by member',
      permissions: ['tools:delete', 'tools:view'],
    });
    const kept = await apiCall(member, 'PUT', `/apikey/${key.id}`, {
      permissions: ['tools:delete', 'tools:view', 'variables:view'],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.permissions).toEqual(['tools:delete', 'tools:view', 'variables:view']);
    const added = await apiCall(member, 'PUT', `/apikey/${key.id}`, {
      permissions: ['tools:view', 'credentials:delete'],
    });
    expect(added.status).toBe(403);
    const narrowed = await apiCall(member, 'PUT', `/apikey/${key.id}`, { permissions: ['tools:view'] });
    expect(narrowed.body.permissions).toEqual(['tools:view']);
    // Narrowed for real: the key can no longer reach what it lost.
    const bearer = { authorization: `Bearer ${key.apiKey}` };
    expect((await ent.anonymousFetch('/api/v1/variables', { headers: bearer })).status).toBe(403);
    // Once removed, the member cannot give tools:delete back.
    expect(
      (await apiCall(member, 'PUT', `/apikey/${key.id}`, { permissions: ['tools:delete'] })).status,
    ).toBe(403);
    expect((await apiCall(member, 'PUT', `/apikey/${key.id}`, {})).status).toBe(400);
    expect(
      (await apiCall(member, 'PUT', `/apikey/${key.id}`, { permissions: ['nothing:here'] })).status,
    ).toBe(400);
  });
});
