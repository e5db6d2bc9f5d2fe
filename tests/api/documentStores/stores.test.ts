import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeServer } from './storeHarness.ts';

const harness = storeServer();
const { call } = harness;

describe('document store CRUD', () => {
  it('creates, lists, reads, renames and deletes a store', async () => {
    const created = await call('POST', '/document-store/store', { name: '  Handbook ', description: 'HR' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Handbook',
      description: 'HR',
      status: 'EMPTY',
      loaders: [],
      whereUsed: [],
      totalChunks: 0,
      totalChars: 0,
      embeddingConfig: null,
      vectorStoreConfig: null,
      recordManagerConfig: null,
      workspaceId: 'default',
    });
    const id = created.body.id;
    const list = await call('GET', '/document-store/store');
    expect(list.body.map((s: { id: string }) => s.id)).toContain(id);
    expect((await call('GET', `/document-store/store/${id}`)).body).toEqual(created.body);

    const renamed = await call('PUT', `/document-store/store/${id}`, { name: 'Staff handbook' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Staff handbook', description: 'HR' });

    expect((await call('DELETE', `/document-store/store/${id}`)).body).toEqual({ deleted: 1 });
    expect((await call('GET', `/document-store/store/${id}`)).status).toBe(404);
  });

  it('pages the list as { data, total } when page and limit are given', async () => {
    for (const name of ['p1', 'p2', 'p3']) await call('POST', '/document-store/store', { name }, 'paged');
    const page = await call('GET', '/document-store/store?page=2&limit=2', undefined, 'paged');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.data).toHaveLength(1);
  });

  it('keeps workspaces apart', async () => {
    const mine = await call('POST', '/document-store/store', { name: 'Mine' }, 'ws-a');
    const id = mine.body.id;
    expect((await call('GET', `/document-store/store/${id}`, undefined, 'ws-b')).status).toBe(404);
    expect((await call('PUT', `/document-store/store/${id}`, { name: 'x' }, 'ws-b')).status).toBe(404);
    expect((await call('DELETE', `/document-store/store/${id}`, undefined, 'ws-b')).status).toBe(404);
    const other = await call('GET', '/document-store/store', undefined, 'ws-b');
    expect(other.body.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await call('GET', `/document-store/store/${id}`, undefined, 'ws-a')).body.name).toBe('Mine');
  });

  it('refuses to delete a store a flow uses, naming the flow', async () => {
    const store = (await call('POST', '/document-store/store', { name: 'Used' })).body;
    const flowData = {
      nodes: [
        {
          id: 'retrieverAgentflow_0',
          data: {
            name: 'retrieverAgentflow',
            inputs: { retrieverKnowledgeDocumentStores: [{ documentStore: store.id }] },
          },
        },
      ],
      edges: [],
    };
    // Written straight to the table: the flow's shape is not what is under test here.
    const flowId = randomUUID();
    await harness.server.app.brains.db
      .insertInto('chat_flow')
      .values({
        id: flowId,
        workspace_id: 'default',
        name: 'Support bot',
        flow_data: JSON.stringify(flowData),
        type: 'AGENTFLOW',
      })
      .execute();
    const flow = { body: { id: flowId } };
    expect((await call('GET', `/document-store/store/${store.id}`)).body.whereUsed).toEqual([
      { id: flow.body.id, name: 'Support bot' },
    ]);
    const refused = await call('DELETE', `/document-store/store/${store.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("'Support bot'");
    expect((await call('GET', `/document-store/store/${store.id}`)).status).toBe(200);

    await harness.server.app.brains.db.deleteFrom('chat_flow').where('id', '=', flowId).execute();
    expect((await call('DELETE', `/document-store/store/${store.id}`)).status).toBe(200);
  });
});

describe('document store bad input', () => {
  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: 'x', extra: 1 }, 'additional'],
    [{ name: 'x'.repeat(201) }, 'name'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await call('POST', '/document-store/store', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 400 for an empty update', async () => {
    expect((await call('GET', '/document-store/store/not-a-uuid')).status).toBe(400);
    expect((await call('GET', `/document-store/store/${randomUUID()}`)).status).toBe(404);
    const store = (await call('POST', '/document-store/store', { name: 'Keep' })).body;
    expect((await call('PUT', `/document-store/store/${store.id}`, {})).status).toBe(400);
    expect((await call('GET', '/document-store/store?page=0&limit=2')).status).toBe(400);
  });

  it('answers 404 for an unknown job and refuses to cancel it', async () => {
    expect((await call('GET', `/document-store/jobs/${randomUUID()}`)).status).toBe(404);
    expect((await call('POST', `/document-store/jobs/${randomUUID()}/cancel`)).status).toBe(404);
  });
});

describe('jobs cut by a restart', () => {
  it('a job row left running by a stopped server reads as failed, and frees its store', async () => {
    const store = (await call('POST', '/document-store/store', { name: 'Restarted' })).body;
    const id = randomUUID();
    await harness.server.app.brains.db
      .insertInto('document_store_job')
      .values({ id, workspace_id: 'default', store_id: store.id, kind: 'upsert', status: 'running' })
      .execute();
    const job = await call('GET', `/document-store/jobs/${id}`);
    expect(job.body).toMatchObject({ status: 'failed', message: expect.stringContaining('Interrupted') });
    expect((await call('DELETE', `/document-store/store/${store.id}`)).status).toBe(200);
  });
});
