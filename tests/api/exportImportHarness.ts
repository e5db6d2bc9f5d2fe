import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { EXPORT_FLAGS, type ExportFlags } from '../../plugins/export-import/common/exportTypes.ts';
import { apiCall, type Caller } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** The export/import API tests' shared setup: a server seeded with one item of every exportable set. */

export const SECRET = 'sk-very-secret';
export const CREDENTIAL = 'cred-1234';
export const ALL_FLAGS: ExportFlags = Object.fromEntries(EXPORT_FLAGS.map((flag) => [flag, true]));

/** The export file of every set (or of the given flags). */
export async function exportFile(s: Caller, flags: ExportFlags = ALL_FLAGS) {
  return (await apiCall(s, 'POST', '/export-import/export', flags)).body;
}

export function importFile(s: Caller, file: unknown) {
  return apiCall(s, 'POST', '/export-import/import', file);
}

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

export interface SeededServer {
  server: TestServer;
  /** The agentflow 'Agent V2', which has the execution and the answered message. */
  v2Id: string;
  /** The admin's workspace, where everything was seeded. */
  workspaceId: string;
}

/**
 * A server whose admin workspace holds flows of three kinds with a password and a credential id
 * in their nodes (Chat A, Agent V2, Agent V1), the tool 'adder', the variable 'api_token' (value
 * SECRET), one execution of Agent V2, two chat messages (one answered by that execution) and a
 * feedback on the answer.
 */
export async function startSeededServer(): Promise<SeededServer> {
  const handle = await openTestDatabase();
  const server = await startTestServer({ database: handle });
  const flow = async (name: string, type: string, nodeName: string) => {
    const res = await apiCall(server, 'POST', '/chatflows', { name, type, flowData: secretFlow(nodeName) });
    expect(res.status).toBe(201);
    return res.body as { id: string; workspaceId: string };
  };
  const chat = await flow('Chat A', 'CHATFLOW', 'chatOpenAI');
  const v2Id = (await flow('Agent V2', 'AGENTFLOW', 'llmAgentflow')).id;
  await flow('Agent V1', 'AGENTFLOW', 'supervisor');
  const workspaceId = chat.workspaceId;
  expect(
    (await apiCall(server, 'POST', '/tools', { name: 'adder', description: 'adds', func: 'return 1;' }))
      .status,
  ).toBe(201);
  expect(
    (await apiCall(server, 'POST', '/variables', { name: 'api_token', value: SECRET, type: 'static' }))
      .status,
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
  const message = {
    workspace_id: workspaceId,
    session_id: null,
    used_tools: null,
    agent_flow_executed_data: null,
    action: null,
  };
  const messageId = randomUUID();
  await handle.db
    .insertInto('chat_message')
    .values([
      {
        ...message,
        id: randomUUID(),
        chatflow_id: chat.id,
        chat_id: 'c1',
        role: 'userMessage',
        content: 'hi',
        source_documents: null,
        execution_id: null,
      },
      {
        ...message,
        id: messageId,
        chatflow_id: v2Id,
        chat_id: 'c2',
        role: 'apiMessage',
        content: 'hello',
        source_documents: '[{"pageContent":"x"}]',
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
  return { server, v2Id, workspaceId };
}
