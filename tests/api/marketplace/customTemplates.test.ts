import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../apiCall.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { workspaceHeader, workspaceHeaderPolicy } from '../workspaceHeader.ts';

let server: TestServer;
const call = (method: string, path: string, body?: unknown, workspace?: string) =>
  apiCall(server, method, path, body, workspaceHeader(workspace));

const FLOW = {
  nodes: [
    {
      id: 'startAgentflow_0',
      position: { x: 0, y: 0 },
      data: {
        id: 'startAgentflow_0',
        name: 'startAgentflow',
        label: 'Start',
        category: 'Agent Flows',
        inputs: {},
      },
    },
  ],
  edges: [],
};

beforeAll(async () => {
  server = await startTestServer({ accessPolicy: workspaceHeaderPolicy });
});
afterAll(async () => {
  await server?.close();
});

async function flow(workspace?: string) {
  const res = await call(
    'POST',
    '/chatflows',
    { name: 'Support', flowData: JSON.stringify(FLOW), type: 'AGENTFLOW' },
    workspace,
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('custom templates', () => {
  it('saves a flow and a tool as templates, lists, edits and deletes them', async () => {
    const flowId = await flow();
    const saved = await call('POST', '/marketplaces/custom', {
      name: 'Our support bot',
      description: 'Answers tickets',
      usecases: ['Customer Support'],
      chatflowId: flowId,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      templateName: 'Our support bot',
      type: 'AgentflowV2',
      usecases: ['Customer Support'],
      nodeNames: ['startAgentflow'],
    });
    expect(JSON.parse(saved.body.flowData)).toEqual(FLOW);

    const tool = await call('POST', '/marketplaces/custom', {
      name: 'Adder',
      tool: { name: 'add', description: 'Adds', schema: '[]', func: 'return 1;' },
    });
    expect(tool.status).toBe(201);
    expect(tool.body).toMatchObject({ type: 'Tool', name: 'add', func: 'return 1;' });

    const list = await call('GET', '/marketplaces/custom');
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([tool.body.id, saved.body.id]);
    expect(list.body[1].nodeIcons[0]).toMatchObject({ name: 'startAgentflow', label: 'Start' });

    const edited = await call('PUT', `/marketplaces/custom/${saved.body.id}`, {
      name: 'Support bot v2',
      usecases: ['Support', 'RAG'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      templateName: 'Support bot v2',
      usecases: ['Support', 'RAG'],
      description: 'Answers tickets',
    });

    expect((await call('DELETE', `/marketplaces/custom/${saved.body.id}`)).status).toBe(200);
    expect((await call('DELETE', `/marketplaces/custom/${saved.body.id}`)).status).toBe(404);
    expect((await call('GET', '/marketplaces/custom')).body.map((t: { id: string }) => t.id)).toEqual([
      tool.body.id,
    ]);
  });

  it('refuses bad bodies with the field named, and both or neither of flow and tool', async () => {
    const flowId = await flow();
    const blank = await call('POST', '/marketplaces/custom', { name: ' ', chatflowId: flowId });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('name');
    const neither = await call('POST', '/marketplaces/custom', { name: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('chatflowId');
    const unknown = await call('POST', '/marketplaces/custom', { name: 'x', chatflowId: randomUUID() });
    expect(unknown.status).toBe(404);
  });

  it('keeps each workspace’s templates to itself', async () => {
    const other = await server.createWorkspace('Other team');
    const mine = await call('POST', '/marketplaces/custom', { name: 'Mine', chatflowId: await flow() });
    // another workspace can neither use my flow nor see, edit or delete my template
    expect(
      (await call('POST', '/marketplaces/custom', { name: 'x', chatflowId: await flow() }, other)).status,
    ).toBe(404);
    expect((await call('GET', '/marketplaces/custom', undefined, other)).body).toEqual([]);
    expect(
      (await call('PUT', `/marketplaces/custom/${mine.body.id}`, { name: 'stolen' }, other)).status,
    ).toBe(404);
    expect((await call('DELETE', `/marketplaces/custom/${mine.body.id}`, undefined, other)).status).toBe(404);
    expect(
      (await call('GET', '/marketplaces/custom')).body.find((t: { id: string }) => t.id === mine.body.id)
        ?.templateName,
    ).toBe('Mine');
  });

  it('goes out in the CustomTemplate export set (usecases serialized, workspaceId cleared) and comes back in', async () => {
    const other = await server.createWorkspace('Import team');
    const made = await call('POST', '/marketplaces/custom', {
      name: 'Exported',
      usecases: ['A', 'B'],
      chatflowId: await flow(),
    });
    const exported = await call('POST', '/export-import/export', { custom_template: true });
    expect(exported.status).toBe(200);
    const item = exported.body.CustomTemplate.find((t: { id: string }) => t.id === made.body.id);
    expect(item).toMatchObject({
      name: 'Exported',
      usecases: '["A","B"]',
      workspaceId: '',
      type: 'AgentflowV2',
    });
    const imported = await call('POST', '/export-import/import', { CustomTemplate: [item] }, other);
    expect(imported.status).toBe(200);
    const theirs = (await call('GET', '/marketplaces/custom', undefined, other)).body;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ templateName: 'Exported', usecases: ['A', 'B'] });
    // the id was taken (by the original), so the copy got a new one
    expect(theirs[0].id).not.toBe(made.body.id);
  });
});
