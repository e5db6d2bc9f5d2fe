import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, importFile, startSeededServer } from './exportImportHarness.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** The seeded server (see startSeededServer) and an empty one to import into. */
let server: TestServer;
let v2Id: string;
let fresh: TestServer;

beforeAll(async () => {
  ({ server, v2Id } = await startSeededServer());
  fresh = await startTestServer({ database: await openTestDatabase() });
});
afterAll(async () => {
  await server?.close();
  await fresh?.close();
});

describe('POST /export-import/import', () => {
  it('round-trips an export into a fresh server, references remapped to the imported flows', async () => {
    const exported = await exportFile(server);
    const res = await importFile(fresh, exported);
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
    const again = await exportFile(fresh);
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
    const exported = await exportFile(server);
    const res = await importFile(server, exported);
    expect(res.status).toBe(200);
    expect(res.body.imported).toMatchObject({
      ChatFlow: 1,
      AgentFlowV2: 1,
      Execution: 1,
      ChatMessage: 2,
      ChatMessageFeedback: 1,
    });
    expect(res.body.skipped).toEqual({ Tool: 1, Variable: 1 });
    const after = await exportFile(server);
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
    const before = await exportFile(fresh);
    const file = {
      ChatFlow: [{ id: randomUUID(), name: 'Atomic', flowData: '{"nodes":[],"edges":[]}', type: 'CHATFLOW' }],
      Tool: [{ id: randomUUID(), name: 'atomic_tool', func: 'return 1;' }],
      Variable: [
        { id: randomUUID(), name: 'good_var', value: '', type: 'static' },
        { id: randomUUID(), name: '1bad name', value: '', type: 'static' },
      ],
    };
    const res = await importFile(fresh, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Variable\/1/);
    expect(await exportFile(fresh)).toEqual(before);
  });

  it('refuses a badly shaped file naming the field', async () => {
    const res = await importFile(fresh, { Tool: [{ id: 'x', name: 'n' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/func/);
    expect((await importFile(fresh, { Whatever: [] })).status).toBe(400);
    const badFlowData = { ChatFlow: [{ id: 'a', name: 'b', flowData: 'nope', type: 'CHATFLOW' }] };
    expect((await importFile(fresh, badFlowData)).status).toBe(400);
  });

  it('skips executions and messages whose flow is neither in the file nor in the workspace', async () => {
    const res = await importFile(fresh, {
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
    expect(res.body).toMatchObject({ imported: {}, skipped: { Execution: 1, ChatMessage: 1 } });
    expect(res.body.reasons.Execution).toEqual({
      'its flow is neither in the file nor in this workspace': 1,
    });
  });

  it('accepts files larger than the default 1 MiB body limit', async () => {
    const big = JSON.stringify({
      nodes: [],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
      note: 'x'.repeat(3 * 1024 * 1024),
    });
    const res = await importFile(fresh, {
      ChatFlow: [{ id: randomUUID(), name: 'Big', flowData: big, type: 'CHATFLOW' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ ChatFlow: 1 });
  });
});
