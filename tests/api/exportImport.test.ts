import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../host/server/db/openDatabase.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

let server: TestServer;
let handle: DatabaseHandle;
let fresh: TestServer;
let freshDb: DatabaseHandle;

async function call(s: TestServer, method: string, path: string, body?: unknown) {
  const res = await s.fetch(`/api/v1${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const SECRET = 'sk-very-secret';
const CREDENTIAL = 'cred-1234';
const ALL_FLAGS = {
  agentflow: true,
  agentflowv2: true,
  assistantCustom: true,
  assistantOpenAI: true,
  assistantAzure: true,
  chatflow: true,
  chat_message: true,
  chat_feedback: true,
  custom_template: true,
  document_store: true,
  execution: true,
  tool: true,
  variable: true,
};

/** A node whose saved inputs hold a password and a credential id. */
function secretFlow(nodeName: string) {
  return JSON.stringify({
    nodes: [
      {
        id: `${nodeName}_0`,
        type: 'customNode',
        position: { x: 0, y: 0 },
        data: {
          id: `${nodeName}_0`,
          name: nodeName,
          label: nodeName,
          credential: CREDENTIAL,
          inputParams: [
            { name: 'apiKey', label: 'Key', type: 'password' },
            { name: 'prompt', label: 'Prompt', type: 'string' },
          ],
          inputs: { apiKey: SECRET, prompt: 'hello', credential: CREDENTIAL },
        },
      },
    ],
    edges: [],
  });
}

let chatflowId: string;
let v2Id: string;
let workspaceId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  server = await startTestServer({ database: handle });
  const chat = await call(server, 'POST', '/chatflows', {
    name: 'Chat A',
    type: 'CHATFLOW',
    flowData: secretFlow('chatOpenAI'),
  });
  expect(chat.status).toBe(201);
  chatflowId = chat.body.id;
  workspaceId = chat.body.workspaceId;
  const v2 = await call(server, 'POST', '/chatflows', {
    name: 'Agent V2',
    type: 'AGENTFLOW',
    flowData: secretFlow('llmAgentflow'),
  });
  v2Id = v2.body.id;
  await call(server, 'POST', '/chatflows', {
    name: 'Agent V1',
    type: 'AGENTFLOW',
    flowData: secretFlow('supervisor'),
  });
  expect(
    (await call(server, 'POST', '/tools', { name: 'adder', description: 'adds', func: 'return 1;' })).status,
  ).toBe(201);
  expect(
    (await call(server, 'POST', '/variables', { name: 'api_token', value: SECRET, type: 'static' })).status,
  ).toBe(201);
  const executionId = randomUUID();
  await handle.db
    .insertInto('execution')
    .values({
      id: executionId,
      workspace_id: workspaceId,
      agentflow_id: v2Id,
      session_id: 's1',
      state: 'FINISHED',
      execution_data: '[]',
    })
    .execute();
  const messageId = randomUUID();
  await handle.db
    .insertInto('chat_message')
    .values([
      {
        id: randomUUID(),
        workspace_id: workspaceId,
        chatflow_id: chatflowId,
        chat_id: 'c1',
        role: 'userMessage',
        content: 'hi',
        session_id: null,
        source_documents: null,
        used_tools: null,
        agent_flow_executed_data: null,
        action: null,
        execution_id: null,
      },
      {
        id: messageId,
        workspace_id: workspaceId,
        chatflow_id: v2Id,
        chat_id: 'c2',
        role: 'apiMessage',
        content: 'hello',
        session_id: null,
        source_documents: '[{"pageContent":"x"}]',
        used_tools: null,
        agent_flow_executed_data: null,
        action: null,
        execution_id: executionId,
      },
    ])
    .execute();
  await handle.db
    .insertInto('chat_message_feedback')
    .values({
      id: randomUUID(),
      workspace_id: workspaceId,
      chatflow_id: v2Id,
      chat_id: 'c2',
      message_id: messageId,
      rating: 'THUMBS_UP',
      content: 'good',
    })
    .execute();
  freshDb = await openTestDatabase();
  fresh = await startTestServer({ database: freshDb });
});
afterAll(async () => {
  await server?.close();
  await fresh?.close();
});

describe('POST /export-import/export', () => {
  it('exports every set with the default file name and the spec field lists', async () => {
    const res = await call(server, 'POST', '/export-import/export', ALL_FLAGS);
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.FileDefaultName).toBe('ExportData.json');
    expect(Object.keys(data).sort()).toEqual(
      [
        'FileDefaultName',
        'AgentFlow',
        'AgentFlowV2',
        'AssistantFlow',
        'AssistantCustom',
        'AssistantOpenAI',
        'AssistantAzure',
        'ChatFlow',
        'ChatMessage',
        'ChatMessageFeedback',
        'CustomTemplate',
        'DocumentStore',
        'DocumentStoreFileChunk',
        'Execution',
        'Tool',
        'Variable',
      ].sort(),
    );
    expect(data.ChatFlow.map((f: { name: string }) => f.name)).toEqual(['Chat A']);
    expect(data.AgentFlowV2.map((f: { name: string }) => f.name)).toEqual(['Agent V2']);
    expect(data.AgentFlow.map((f: { name: string }) => f.name)).toEqual(['Agent V1']);
    expect(Object.keys(data.ChatFlow[0])).toEqual(['id', 'name', 'flowData', 'type']);
    expect(Object.keys(data.Tool[0])).toEqual([
      'id',
      'name',
      'description',
      'color',
      'iconSrc',
      'schema',
      'func',
    ]);
    expect(data.Variable).toEqual([{ id: expect.any(String), name: 'api_token', value: '', type: 'static' }]);
    expect(data.Execution).toHaveLength(1);
    expect(data.Execution[0].workspaceId).toBeUndefined();
    expect(data.Execution[0].agentflowId).toBe(v2Id);
    expect(data.ChatMessage).toHaveLength(2);
    expect(data.ChatMessageFeedback).toHaveLength(1);
    for (const set of ['AssistantCustom', 'CustomTemplate', 'DocumentStore', 'DocumentStoreFileChunk'])
      expect(data[set]).toEqual([]);
  });

  it('strips saved passwords and credential ids everywhere', async () => {
    const res = await call(server, 'POST', '/export-import/export', ALL_FLAGS);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(CREDENTIAL);
    expect(text).not.toContain(workspaceId);
    const node = JSON.parse(res.body.ChatFlow[0].flowData).nodes[0];
    expect(node.data.inputs).toEqual({ prompt: 'hello' });
  });

  it('exports only the flagged sets', async () => {
    const res = await call(server, 'POST', '/export-import/export', { tool: true, agentflowv2: true });
    expect(res.status).toBe(200);
    expect(res.body.Tool).toHaveLength(1);
    expect(res.body.AgentFlowV2).toHaveLength(1);
    expect(res.body.ChatFlow).toEqual([]);
    expect(res.body.AgentFlow).toEqual([]);
    expect(res.body.Variable).toEqual([]);
    expect(res.body.Execution).toEqual([]);
  });

  it('refuses an export with no flag set, or a non-boolean flag', async () => {
    const none = await call(server, 'POST', '/export-import/export', { tool: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/at least one/);
    expect((await call(server, 'POST', '/export-import/export', {})).status).toBe(400);
    expect((await call(server, 'POST', '/export-import/export', { tool: 'yes' })).status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await server.anonymousFetch('/api/v1/export-import/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tool: true }),
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /export-import/import', () => {
  it('round-trips an export into a fresh server, references remapped to the imported flows', async () => {
    const exported = (await call(server, 'POST', '/export-import/export', ALL_FLAGS)).body;
    const res = await call(fresh, 'POST', '/export-import/import', exported);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({
      AgentFlow: 1,
      AgentFlowV2: 1,
      ChatFlow: 1,
      Tool: 1,
      Variable: 1,
      Execution: 1,
      ChatMessage: 2,
      ChatMessageFeedback: 1,
    });
    const again = (await call(fresh, 'POST', '/export-import/export', ALL_FLAGS)).body;
    for (const set of [
      'AgentFlow',
      'AgentFlowV2',
      'ChatFlow',
      'Tool',
      'Variable',
      'Execution',
      'ChatMessageFeedback',
    ]) {
      expect(again[set]).toEqual(exported[set]);
    }
    expect(again.ChatMessage).toEqual(exported.ChatMessage);
  });

  it('imports into the same server with new ids for taken ones and skips tools and variables whose names exist', async () => {
    const exported = (await call(server, 'POST', '/export-import/export', ALL_FLAGS)).body;
    const res = await call(server, 'POST', '/export-import/import', exported);
    expect(res.status).toBe(200);
    expect(res.body.imported).toMatchObject({
      ChatFlow: 1,
      AgentFlowV2: 1,
      Execution: 1,
      ChatMessage: 2,
      ChatMessageFeedback: 1,
    });
    expect(res.body.skipped).toEqual({ Tool: 1, Variable: 1 });
    const after = (await call(server, 'POST', '/export-import/export', ALL_FLAGS)).body;
    expect(after.ChatFlow).toHaveLength(2);
    expect(after.Tool).toHaveLength(1);
    const copy = after.AgentFlowV2.find((f: { id: string }) => f.id !== v2Id);
    expect(copy).toBeDefined();
    const newExecution = after.Execution.find((e: { agentflowId: string }) => e.agentflowId === copy.id);
    expect(newExecution).toBeDefined();
    expect(newExecution.id).not.toBe(exported.Execution[0].id);
    const newAnswer = after.ChatMessage.find(
      (m: { chatflowid: string; role: string }) => m.chatflowid === copy.id,
    );
    expect(newAnswer.executionId).toBe(newExecution.id);
  });

  it('writes nothing when an item is invalid (one transaction)', async () => {
    const before = (await call(fresh, 'POST', '/export-import/export', ALL_FLAGS)).body;
    const file = {
      ChatFlow: [{ id: randomUUID(), name: 'Atomic', flowData: '{"nodes":[],"edges":[]}', type: 'CHATFLOW' }],
      Tool: [{ id: randomUUID(), name: 'atomic_tool', func: 'return 1;' }],
      Variable: [
        { id: randomUUID(), name: 'good_var', value: '', type: 'static' },
        { id: randomUUID(), name: '1bad name', value: '', type: 'static' },
      ],
    };
    const res = await call(fresh, 'POST', '/export-import/import', file);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Variable\/1/);
    const after = (await call(fresh, 'POST', '/export-import/export', ALL_FLAGS)).body;
    expect(after).toEqual(before);
  });

  it('refuses a badly shaped file naming the field', async () => {
    const res = await call(fresh, 'POST', '/export-import/import', { Tool: [{ id: 'x', name: 'n' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/func/);
    expect((await call(fresh, 'POST', '/export-import/import', { Whatever: [] })).status).toBe(400);
    expect(
      (
        await call(fresh, 'POST', '/export-import/import', {
          ChatFlow: [{ id: 'a', name: 'b', flowData: 'nope', type: 'CHATFLOW' }],
        })
      ).status,
    ).toBe(400);
  });

  it('skips executions and messages whose flow is neither in the file nor in the workspace', async () => {
    const res = await call(fresh, 'POST', '/export-import/import', {
      Execution: [
        {
          id: randomUUID(),
          agentflowId: randomUUID(),
          sessionId: 's',
          state: 'FINISHED',
          executionData: '[]',
        },
      ],
      ChatMessage: [
        { id: randomUUID(), role: 'userMessage', chatflowid: randomUUID(), chatId: 'c', content: 'x' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: {}, skipped: { Execution: 1, ChatMessage: 1 } });
  });

  it('accepts files larger than the default 1 MiB body limit', async () => {
    const big = JSON.stringify({
      nodes: [],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
      note: 'x'.repeat(3 * 1024 * 1024),
    });
    const res = await call(fresh, 'POST', '/export-import/import', {
      ChatFlow: [{ id: randomUUID(), name: 'Big', flowData: big, type: 'CHATFLOW' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ ChatFlow: 1 });
  });
});

describe('workspace scope', () => {
  it('exports only the caller workspace and imports into it', async () => {
    const other = await server.createWorkspace(`Other ${randomUUID().slice(0, 8)}`);
    const user = await server.createUser({ role: 'owner', workspace: other });
    const post = async (path: string, body: unknown) => {
      const res = await user.session.fetch(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const empty = await post('/export-import/export', ALL_FLAGS);
    expect(empty.status).toBe(200);
    expect(empty.body.ChatFlow).toEqual([]);
    expect(empty.body.Tool).toEqual([]);
    const mine = (await call(server, 'POST', '/export-import/export', { tool: true, chatflow: true })).body;
    const imported = await post('/export-import/import', mine);
    expect(imported.status).toBe(200);
    // The admin workspace already has this tool name; the other workspace does not.
    expect(imported.body.imported.Tool).toBe(1);
    const after = (await post('/export-import/export', ALL_FLAGS)).body;
    expect(after.Tool.map((t: { name: string }) => t.name)).toEqual(['adder']);
    expect(after.ChatFlow.length).toBe(mine.ChatFlow.length);
    expect(
      after.ChatFlow.every((f: { id: string }) => !mine.ChatFlow.some((m: { id: string }) => m.id === f.id)),
    ).toBe(true);
  });
});
