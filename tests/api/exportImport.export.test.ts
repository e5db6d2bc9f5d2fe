import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SETS } from '../../plugins/export-import/common/exportTypes.ts';
import { TOOL_EXPORT_FIELDS } from '../../plugins/tools/common/exportTool.ts';
import { apiCall } from './apiCall.ts';
import {
  ALL_FLAGS,
  CREDENTIAL,
  exportFile,
  importFile,
  SECRET,
  startSeededServer,
} from './exportImportHarness.ts';
import type { TestServer } from './startTestServer.ts';

let server: TestServer;
let v2Id: string;
let workspaceId: string;

beforeAll(async () => {
  ({ server, v2Id, workspaceId } = await startSeededServer());
});
afterAll(() => server?.close());

describe('POST /export-import/export', () => {
  it('exports every set with the default file name and the spec field lists', async () => {
    const res = await apiCall(server, 'POST', '/export-import/export', ALL_FLAGS);
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.FileDefaultName).toBe('ExportData.json');
    expect(Object.keys(data).sort()).toEqual(['FileDefaultName', ...EXPORT_SETS].sort());
    expect(data.ChatFlow.map((f: { name: string }) => f.name)).toEqual(['Chat A']);
    expect(data.AgentFlowV2.map((f: { name: string }) => f.name)).toEqual(['Agent V2']);
    expect(data.AgentFlow.map((f: { name: string }) => f.name)).toEqual(['Agent V1']);
    expect(Object.keys(data.ChatFlow[0])).toEqual(['id', 'name', 'flowData', 'type']);
    expect(Object.keys(data.Tool[0])).toEqual([...TOOL_EXPORT_FIELDS]);
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
    const file = await exportFile(server);
    const text = JSON.stringify(file);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(CREDENTIAL);
    expect(text).not.toContain(workspaceId);
    const node = JSON.parse(file.ChatFlow[0].flowData).nodes[0];
    expect(node.data.inputs).toEqual({ prompt: 'hello' });
  });

  it('exports only the flagged sets', async () => {
    const res = await apiCall(server, 'POST', '/export-import/export', { tool: true, agentflowv2: true });
    expect(res.status).toBe(200);
    expect(res.body.Tool).toHaveLength(1);
    expect(res.body.AgentFlowV2).toHaveLength(1);
    expect(res.body.ChatFlow).toEqual([]);
    expect(res.body.AgentFlow).toEqual([]);
    expect(res.body.Variable).toEqual([]);
    expect(res.body.Execution).toEqual([]);
  });

  it('refuses an export with no flag set, or a non-boolean flag', async () => {
    const none = await apiCall(server, 'POST', '/export-import/export', { tool: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/at least one/);
    expect((await apiCall(server, 'POST', '/export-import/export', {})).status).toBe(400);
    expect((await apiCall(server, 'POST', '/export-import/export', { tool: 'yes' })).status).toBe(400);
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

describe('workspace scope', () => {
  it('exports only the caller workspace and imports into it', async () => {
    const other = await server.createWorkspace(`Other ${randomUUID().slice(0, 8)}`);
    const { session } = await server.createUser({ role: 'owner', workspace: other });
    const empty = await apiCall(session, 'POST', '/export-import/export', ALL_FLAGS);
    expect(empty.status).toBe(200);
    expect(empty.body.ChatFlow).toEqual([]);
    expect(empty.body.Tool).toEqual([]);
    // the seeded admin workspace's tool and flows
    const mine = await exportFile(server, { tool: true, chatflow: true });
    const imported = await importFile(session, mine);
    expect(imported.status).toBe(200);
    // The admin workspace already has this tool name; the other workspace does not.
    expect(imported.body.imported.Tool).toBe(1);
    const after = await exportFile(session);
    expect(after.Tool.map((t: { name: string }) => t.name)).toEqual(['adder']);
    expect(after.ChatFlow.length).toBe(mine.ChatFlow.length);
    expect(
      after.ChatFlow.every((f: { id: string }) => !mine.ChatFlow.some((m: { id: string }) => m.id === f.id)),
    ).toBe(true);
  });
});
