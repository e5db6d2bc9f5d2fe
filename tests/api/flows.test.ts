import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRecord } from '../../plugins/flows/common/flowTypes.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer;

const call = (method: string, path: string, body?: unknown) => apiCall(server, method, path, body);

const graph = (label = 'Start') =>
  JSON.stringify({
    nodes: [
      {
        id: 'startAgentflow_0',
        type: 'agentFlow',
        position: { x: 1, y: 2 },
        data: { id: 'startAgentflow_0', name: 'startAgentflow', label, inputs: {} },
      },
    ],
    edges: [],
    viewport: { x: 0, y: 0, zoom: 1 },
  });

async function create(
  name: string,
  type = 'AGENTFLOW',
  extra: Record<string, unknown> = {},
): Promise<FlowRecord> {
  const res = await call('POST', '/chatflows', { name, flowData: graph(), type, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('flows CRUD', () => {
  it('creates, reads, updates and deletes a flow with the peer field names', async () => {
    const created = await create('Support bot', 'AGENTFLOW', { category: 'help', chatbotConfig: '{"a":1}' });
    expect(created).toMatchObject({
      name: 'Support bot',
      type: 'AGENTFLOW',
      deployed: false,
      isPublic: false,
      apikeyid: null,
      chatbotConfig: '{"a":1}',
      apiConfig: null,
      category: 'help',
      workspaceId: 'default',
      flowData: graph(),
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.createdDate)).not.toBeNaN();

    const read = await call('GET', `/chatflows/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    const updated = await call('PUT', `/chatflows/${created.id}`, {
      name: 'Support bot 2',
      flowData: graph('Begin'),
      deployed: true,
      updatedDate: created.updatedDate,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Support bot 2', deployed: true, category: 'help' });
    expect(JSON.parse(updated.body.flowData).nodes[0].data.label).toBe('Begin');
    expect(Date.parse(updated.body.updatedDate)).toBeGreaterThan(Date.parse(created.updatedDate));
    expect(updated.body.createdDate).toBe(created.createdDate);

    expect((await call('DELETE', `/chatflows/${created.id}`)).status).toBe(204);
    expect((await call('GET', `/chatflows/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/chatflows/${created.id}`)).status).toBe(404);
  });

  it('ignores server-owned fields sent back by a client (id, workspaceId, createdDate)', async () => {
    const res = await call('POST', '/chatflows', {
      name: 'Sent whole',
      flowData: graph(),
      type: 'AGENTFLOW',
      id: 'mine',
      workspaceId: 'elsewhere',
      createdDate: '2000-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe('mine');
    expect(res.body.workspaceId).toBe('default');
    expect(res.body.createdDate).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('answers 404 naming an unknown id', async () => {
    const res = await call('GET', '/chatflows/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('00000000-0000-4000-8000-000000000000');
    expect((await call('PUT', '/chatflows/nope', { name: 'x' })).status).toBe(404);
    expect((await call('POST', '/chatflows/nope/duplicate')).status).toBe(404);
    expect((await call('GET', '/chatflows/nope/export')).status).toBe(404);
  });
});

describe('flows list', () => {
  it('filters by type, leaves flowData out unless asked, newest first, and pages', async () => {
    const chat = await create('A chat', 'CHATFLOW');
    const agents = [await create('Agent 1'), await create('Agent 2'), await create('Agent 3')];

    const all = await call('GET', '/chatflows?type=AGENTFLOW');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    const ids = all.body.map((f: FlowRecord) => f.id);
    for (const a of agents) expect(ids).toContain(a.id);
    expect(ids).not.toContain(chat.id);
    expect(all.body.every((f: FlowRecord) => f.type === 'AGENTFLOW')).toBe(true);
    expect(all.body[0].flowData).toBeUndefined();
    expect(all.body[0]).toHaveProperty('updatedDate');
    const dates = all.body.map((f: FlowRecord) => Date.parse(f.updatedDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const withData = await call('GET', '/chatflows?type=AGENTFLOW&includeFlowData=true');
    expect(typeof withData.body[0].flowData).toBe('string');

    const chats = await call('GET', '/chatflows?type=CHATFLOW');
    expect(chats.body.map((f: FlowRecord) => f.id)).toEqual([chat.id]);

    const total = all.body.length;
    const page1 = await call('GET', '/chatflows?type=AGENTFLOW&page=1&limit=2');
    expect(page1.body.total).toBe(total);
    expect(page1.body.data).toHaveLength(2);
    const page2 = await call('GET', '/chatflows?type=AGENTFLOW&page=2&limit=2');
    expect(page2.body.data.map((f: FlowRecord) => f.id)).toEqual(ids.slice(2, 4));
    const beyond = await call('GET', '/chatflows?type=AGENTFLOW&page=99&limit=2');
    expect(beyond.body).toEqual({ data: [], total });
  });

  it('refuses bad list queries naming the parameter', async () => {
    const badType = await call('GET', '/chatflows?type=WORKFLOW');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/querystring\/type/);
    const badPage = await call('GET', '/chatflows?page=0&limit=5');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toMatch(/querystring\/page/);
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 with the stored flow for a stale updatedDate and changes nothing', async () => {
    const flow = await create('Shared');
    const first = await call('PUT', `/chatflows/${flow.id}`, {
      name: 'Saved by A',
      updatedDate: flow.updatedDate,
    });
    expect(first.status).toBe(200);

    const stale = await call('PUT', `/chatflows/${flow.id}`, {
      name: 'Saved by B',
      flowData: graph('B'),
      updatedDate: flow.updatedDate,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed/);
    expect(stale.body.current).toEqual(first.body);
    const after = await call('GET', `/chatflows/${flow.id}`);
    expect(after.body).toEqual(first.body);

    const forced = await call('PUT', `/chatflows/${flow.id}?force=true`, {
      name: 'Saved by B',
      flowData: graph('B'),
      updatedDate: flow.updatedDate,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.name).toBe('Saved by B');
    expect((await call('GET', `/chatflows/${flow.id}`)).body.name).toBe('Saved by B');
  });

  it('gives two saves in quick succession different versions', async () => {
    const flow = await create('Quick');
    const a = await call('PUT', `/chatflows/${flow.id}`, { name: 'a', updatedDate: flow.updatedDate });
    const b = await call('PUT', `/chatflows/${flow.id}`, { name: 'b', updatedDate: a.body.updatedDate });
    expect(b.status).toBe(200);
    expect(Date.parse(b.body.updatedDate)).toBeGreaterThan(Date.parse(a.body.updatedDate));
    // A's version is now stale.
    expect(
      (await call('PUT', `/chatflows/${flow.id}`, { name: 'c', updatedDate: a.body.updatedDate })).status,
    ).toBe(409);
  });
});

describe('bad bodies answer 400 naming the field', () => {
  it.each([
    [{ flowData: graph() }, /name/],
    [{ name: '', flowData: graph() }, /body\/name/],
    [{ name: '   ', flowData: graph() }, /body\/name must not be blank/],
    [{ name: 'x'.repeat(256), flowData: graph() }, /body\/name must NOT have more than 255 characters/],
    [{ name: 'x' }, /flowData/],
    [{ name: 'x', flowData: '{not json' }, /body\/flowData is not valid JSON/],
    [{ name: 'x', flowData: '{"nodes":[]}' }, /body\/flowData must have required property 'edges'/],
    [
      { name: 'x', flowData: '{"nodes":[{"id":"a"}],"edges":[]}' },
      /body\/flowData\/nodes\/0 must have required/,
    ],
    [{ name: 'x', flowData: graph(), type: 'WORKFLOW' }, /body\/type/],
    [{ name: 'x', flowData: graph(), deployed: 'maybe' }, /body\/deployed/],
  ])('POST %j', async (body, message) => {
    const res = await call('POST', '/chatflows', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('PUT checks the same rules and a date-time updatedDate', async () => {
    const flow = await create('Strict');
    const bad = await call('PUT', `/chatflows/${flow.id}`, { flowData: '{"edges":[]}' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\/flowData must have required property 'nodes'/);
    const badDate = await call('PUT', `/chatflows/${flow.id}`, { name: 'y', updatedDate: 'yesterday' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/body\/updatedDate/);
    expect((await call('GET', `/chatflows/${flow.id}`)).body.name).toBe('Strict');
  });
});

describe('duplicate and export', () => {
  it('duplicates a flow as a new, undeployed copy', async () => {
    const source = await create('Original', 'AGENTFLOW', { deployed: true, isPublic: true, apikeyid: 'k1' });
    const copy = await call('POST', `/chatflows/${source.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Original (Copy)',
      type: 'AGENTFLOW',
      flowData: source.flowData,
      deployed: false,
      isPublic: false,
      apikeyid: null,
    });
    expect(copy.body.id).not.toBe(source.id);
    const named = await call('POST', `/chatflows/${source.id}/duplicate`, { name: 'Mine' });
    expect(named.body.name).toBe('Mine');
  });

  it('exports exactly id, name, flowData, type as an attachment without secrets', async () => {
    const flowData = JSON.stringify({
      nodes: [
        {
          id: 'n',
          position: { x: 0, y: 0 },
          data: {
            id: 'n',
            name: 'httpAgentflow',
            label: 'HTTP',
            credential: 'cred-1',
            inputParams: [{ name: 'token', type: 'password', label: 'Token' }],
            inputs: { token: 'secret-token', url: 'https://example.com' },
          },
        },
      ],
      edges: [],
    });
    const flow = (await call('POST', '/chatflows', { name: 'Export me', flowData, type: 'AGENTFLOW' })).body;
    const res = await call('GET', `/chatflows/${flow.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Export%20me%20Agents.json');
    expect(Object.keys(res.body)).toEqual(['id', 'name', 'flowData', 'type']);
    expect(res.text).toBe(JSON.stringify(res.body, null, 2));
    expect(res.text).not.toMatch(/secret-token|cred-1/);
    expect(JSON.parse(res.body.flowData).nodes[0].data.inputs.url).toBe('https://example.com');
  });
});

describe('workspace scope', () => {
  it("never shows or touches another workspace's flow", async () => {
    const id = crypto.randomUUID();
    await server.app.brains.db
      .insertInto('chat_flow')
      .values({
        id,
        workspace_id: 'other-workspace',
        name: 'Not yours',
        flow_data: graph(),
        type: 'AGENTFLOW',
        apikey_id: null,
        chatbot_config: null,
        api_config: null,
        category: null,
      })
      .execute();
    expect((await call('GET', `/chatflows/${id}`)).status).toBe(404);
    expect((await call('PUT', `/chatflows/${id}?force=true`, { name: 'taken' })).status).toBe(404);
    expect((await call('POST', `/chatflows/${id}/duplicate`)).status).toBe(404);
    expect((await call('GET', `/chatflows/${id}/export`)).status).toBe(404);
    expect((await call('DELETE', `/chatflows/${id}`)).status).toBe(404);
    const list = await call('GET', '/chatflows');
    expect(list.body.map((f: FlowRecord) => f.id)).not.toContain(id);
    const paged = await call('GET', '/chatflows?page=1&limit=1000');
    expect(paged.body.data.map((f: FlowRecord) => f.id)).not.toContain(id);
    expect(paged.body.total).toBe(list.body.length);
    const row = await server.app.brains.db
      .selectFrom('chat_flow')
      .select(['name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Not yours');
  });
});

describe('route permissions', () => {
  it('accepts the chat and agent variants on every flow route', () => {
    const routes = server.app.brains.routes.filter((r) => r.owner === 'flows');
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/v1/chatflows/:id',
      'GET /api/v1/chatflows',
      'GET /api/v1/chatflows/:id',
      'GET /api/v1/chatflows/:id/export',
      'POST /api/v1/chatflows',
      'POST /api/v1/chatflows/:id/duplicate',
      'PUT /api/v1/chatflows/:id',
    ]);
    for (const r of routes) {
      expect(r.permission).toMatch(/chatflows:/);
      expect(r.permission).toMatch(/agentflows:/);
    }
  });
});
