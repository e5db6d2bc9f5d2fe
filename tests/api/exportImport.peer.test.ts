import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** An export file in the peer's 3.1 format, all 15 sets (our own content, see fixtures/peer/README.md). */
const FILE = JSON.parse(readFileSync(new URL('./fixtures/peer/export-3.1.json', import.meta.url), 'utf8'));
const ID = {
  chat: FILE.ChatFlow[0].id as string,
  v2: FILE.AgentFlowV2[0].id as string,
  store: FILE.DocumentStore[0].id as string,
  tool: FILE.Tool[0].id as string,
  execution: FILE.Execution[0].id as string,
  answer: FILE.ChatMessage[1].id as string,
};
const TABLES = [
  'chat_flow',
  'tool',
  'variable',
  'execution',
  'chat_message',
  'chat_message_feedback',
  'document_store',
  'document_store_loader',
  'document_store_chunk',
] as const;

let server: TestServer;
async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(
      server.app.brains.db,
    );
    out[t] = r.rows[0]?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  server = await startTestServer({ database: await openTestDatabase() });
});
afterAll(async () => {
  await server?.close();
});

describe("the peer's 3.1 export file", () => {
  it('imports every set it has a feature for and reports the rest as skipped with the reason', async () => {
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', FILE);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({
      AgentFlow: 1,
      AgentFlowV2: 1,
      AssistantFlow: 1,
      ChatFlow: 1,
      Tool: 1,
      Variable: 2,
      Execution: 1,
      ChatMessage: 3,
      ChatMessageFeedback: 1,
      DocumentStore: 1,
      DocumentStoreFileChunk: 3,
      CustomTemplate: 1,
      AssistantCustom: 1,
      AssistantOpenAI: 1,
      AssistantAzure: 1,
    });
    expect(res.body.skipped).toEqual({ DocumentStoreFileChunk: 1 });
    // the peer's custom template is one of the workspace's templates now, its usecases parsed
    const templates = await apiCall(server, 'GET', '/marketplaces/custom');
    expect(templates.body).toHaveLength(1);
    expect(Array.isArray(templates.body[0].usecases)).toBe(true);
    // the peer's OpenAI assistant is ours now, left without its credential (not one of this workspace's)
    const openai = await apiCall(server, 'GET', '/assistants?type=OPENAI');
    expect(openai.body).toEqual([expect.objectContaining({ type: 'OPENAI', credential: null })]);
    expect(JSON.parse(openai.body[0].details)).toMatchObject({ name: 'Analyst', instructions: 'Analyse' });
    // The peer's loaders: a PDF loader becomes our file loader, one with no counterpart is left out.
    expect(res.body.reasons.DocumentStoreFileChunk).toEqual({
      "its loader 'notionDB' has no counterpart here": 1,
    });
    expect(res.body.notes.DocumentStore).toEqual([
      "Handbook: loader 'pdfFile' became 'fileLoader' (its files did not come along; add them again to re-process)",
      "Handbook: loader 'notionDB' has no counterpart here, left out",
    ]);
    expect(res.body.notes.Variable).toEqual(['2 came without a value: set them on the Variables page']);
    expect(res.body.notes.Tool).toEqual([
      "post_note: Colour 'linear-gradient(rgb(43,120,228), rgb(230,10,250))' became #2b78e4",
    ]);

    const tool = (await apiCall(server, 'GET', `/tools/${ID.tool}`)).body;
    expect(tool).toMatchObject({
      name: 'post_note',
      color: '#2b78e4',
      iconSrc: 'https://example.com/icons/note.svg',
    });
    expect(JSON.parse(tool.schema)).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string', description: 'The note' },
        pinned: { type: 'boolean', description: 'Pin it' },
      },
      required: ['text'],
    });
    const db = server.app.brains.db;
    const answer = await db
      .selectFrom('chat_message')
      .selectAll()
      .where('id', '=', ID.answer)
      .executeTakeFirstOrThrow();
    expect(answer.execution_id).toBe(ID.execution);
    // The peer's JSON text columns are kept as they are, not quoted again.
    expect(JSON.parse(answer.source_documents ?? '')).toEqual([
      { pageContent: 'Holidays: 25 days.', metadata: {} },
    ]);
    const store = await db
      .selectFrom('document_store')
      .selectAll()
      .where('id', '=', ID.store)
      .executeTakeFirstOrThrow();
    expect(store.status).toBe('SYNC');
    const flow = await db
      .selectFrom('chat_flow')
      .selectAll()
      .where('id', '=', ID.v2)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(flow.chatbot_config ?? '')).toEqual({ welcomeMessage: 'Hi there' });
  });

  it("a second import with 'skip' adds nothing", async () => {
    const before = await counts();
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', FILE);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({});
    expect(res.body.skipped).toMatchObject({
      AgentFlowV2: 1,
      ChatMessage: 3,
      DocumentStoreFileChunk: 4,
      Tool: 1,
      Variable: 2,
    });
    expect(res.body.reasons.AgentFlowV2).toEqual({ 'already exists here (skipped as chosen)': 1 });
    expect(await counts()).toEqual(before);
  });

  it("a second import with 'newIds' duplicates with every reference rewritten", async () => {
    const before = await counts();
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=newIds', FILE);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({
      AgentFlow: 1,
      AgentFlowV2: 1,
      AssistantFlow: 1,
      ChatFlow: 1,
      Execution: 1,
      ChatMessage: 3,
      ChatMessageFeedback: 1,
      DocumentStore: 1,
      DocumentStoreFileChunk: 3,
      CustomTemplate: 1,
      AssistantCustom: 1,
      AssistantOpenAI: 1,
      AssistantAzure: 1,
    });
    // Flows find tools and variables by name: the existing ones are used, not copied.
    expect(res.body.reasons.Tool).toEqual({ 'a tool with this name exists here and is used instead': 1 });
    expect(res.body.skipped.Variable).toBe(2);
    const after = await counts();
    expect(after.chat_flow).toBe(before.chat_flow + 4);
    expect(after.tool).toBe(before.tool);
    expect(after.document_store_chunk).toBe(before.document_store_chunk + 3);

    const db = server.app.brains.db;
    const copy = await db
      .selectFrom('chat_flow')
      .selectAll()
      .where('name', '=', 'Research v2')
      .where('id', '!=', ID.v2)
      .executeTakeFirstOrThrow();
    const chatCopy = await db
      .selectFrom('chat_flow')
      .select('id')
      .where('name', '=', 'Plain chat')
      .where('id', '!=', ID.chat)
      .executeTakeFirstOrThrow();
    const storeCopy = await db
      .selectFrom('document_store')
      .select('id')
      .where('name', '=', 'Handbook')
      .where('id', '!=', ID.store)
      .executeTakeFirstOrThrow();
    const inputs = (name: string) =>
      JSON.parse(copy.flow_data).nodes.find((n: { data: { name: string } }) => n.data.name === name).data
        .inputs;
    expect(inputs('executeFlowAgentflow').executeFlowSelectedFlow).toBe(chatCopy.id);
    expect(inputs('retrieverAgentflow').retrieverKnowledgeDocumentStores[0].documentStore).toBe(
      `${storeCopy.id}:Handbook`,
    );
    expect(inputs('toolAgentflow').selectedToolConfig.selectedTool).toBe(ID.tool);
    const execution = await db
      .selectFrom('execution')
      .selectAll()
      .where('agentflow_id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(execution.id).not.toBe(ID.execution);
    const answer = await db
      .selectFrom('chat_message')
      .selectAll()
      .where('chatflow_id', '=', copy.id)
      .where('role', '=', 'apiMessage')
      .executeTakeFirstOrThrow();
    expect(answer.execution_id).toBe(execution.id);
    const feedback = await db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('message_id', '=', answer.id)
      .execute();
    expect(feedback).toHaveLength(1);
    const chunks = await db
      .selectFrom('document_store_chunk')
      .select('id')
      .where('store_id', '=', storeCopy.id)
      .execute();
    expect(chunks).toHaveLength(3);
    const loaders = await db
      .selectFrom('document_store_loader')
      .select('loader_component')
      .where('store_id', '=', storeCopy.id)
      .orderBy('loader_component')
      .execute();
    expect(loaders.map((l) => l.loader_component)).toEqual(['fileLoader', 'plainText']);
  });

  it('a broken file leaves every table as it was', async () => {
    const before = await counts();
    const broken = structuredClone(FILE);
    broken.Variable.push({ id: 'v-bad', name: '1 bad name', value: '', type: 'static' });
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=newIds', broken);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Variable\/2/);
    const badTool = structuredClone(FILE);
    badTool.Tool[0].name = 'brand_new_tool';
    badTool.Tool[0].schema = '[{"property":"a","type":"string"}';
    const res2 = await apiCall(server, 'POST', '/export-import/import?onExisting=newIds', badTool);
    expect(res2.status).toBe(400);
    expect(res2.body.message).toMatch(/^Tool\/0: Invalid JSON schema/);
    // Found while writing (after the flows, tools and messages are in): all of it rolls back.
    const badChunk = structuredClone(FILE);
    badChunk.DocumentStoreFileChunk[1].metadata = '{not json';
    const res3 = await apiCall(server, 'POST', '/export-import/import?onExisting=newIds', badChunk);
    expect(res3.status).toBe(400);
    expect(res3.body.message).toBe('DocumentStoreFileChunk/1.metadata: not valid JSON');
    expect(await counts()).toEqual(before);
  });

  it("restores an execution's flow from the copy it carries when the file has no such flow", async () => {
    const flowId = randomUUID();
    const execution = {
      ...FILE.Execution[0],
      id: randomUUID(),
      agentflowId: flowId,
      agentflow: { ...FILE.Execution[0].agentflow, id: flowId, name: 'Only in the execution' },
    };
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', {
      Execution: [execution],
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ AgentFlowV2: 1, Execution: 1 });
    expect(res.body.notes.AgentFlowV2).toEqual([
      "'Only in the execution' came from an execution's copy of it (the file had no such flow)",
    ]);
    // Again: the flow is here now, so nothing is restored and the execution (skip) is left out.
    const again = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', {
      Execution: [execution],
    });
    expect(again.body.imported).toEqual({});
    expect(again.body.notes).toEqual({});
  });

  it('writes messages in batches: a file of 1,201 messages imports whole', async () => {
    const flowId = randomUUID();
    const file = {
      ChatFlow: [{ ...FILE.ChatFlow[0], id: flowId, name: 'Busy chat' }],
      ChatMessage: Array.from({ length: 1201 }, (_, i) => ({
        ...FILE.ChatMessage[2],
        id: randomUUID(),
        chatflowid: flowId,
        content: `message ${i}`,
      })),
    };
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', file);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ ChatFlow: 1, ChatMessage: 1201 });
    const db = server.app.brains.db;
    const rows = await db
      .selectFrom('chat_message')
      .select('content')
      .where('chatflow_id', '=', flowId)
      .execute();
    expect(new Set(rows.map((r) => r.content)).size).toBe(1201);
  });

  it("carries a flow's isPublic and its MCP server tool name and description (the peer's mcpServerConfig), not its token", async () => {
    const [named, refused] = [randomUUID(), randomUUID()];
    const mcp = (toolName: string) =>
      JSON.stringify({ enabled: true, token: 'f'.repeat(32), toolName, description: 'From the peer' });
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=skip', {
      ChatFlow: [
        {
          ...FILE.ChatFlow[0],
          id: named,
          name: 'Peer MCP',
          mcpServerConfig: mcp('peer_faq'),
          isPublic: true,
        },
        { ...FILE.ChatFlow[0], id: refused, name: 'Peer MCP bad', mcpServerConfig: mcp('not valid') },
      ],
    });
    expect(res.status).toBe(200);
    const db = server.app.brains.db;
    const apiConfig = async (id: string) =>
      (await db.selectFrom('chat_flow').select('api_config').where('id', '=', id).executeTakeFirstOrThrow())
        .api_config;
    expect(JSON.parse((await apiConfig(named)) ?? '{}')).toEqual({
      mcpServer: { toolName: 'peer_faq', description: 'From the peer' },
    });
    expect(await apiConfig(named)).not.toContain('f'.repeat(32));
    // The peer's Make Public flag travels with the flow (the list shows it as Public).
    const listed = await apiCall(server, 'GET', '/chatflows');
    const flags = Object.fromEntries(
      (listed.body as { id: string; isPublic: boolean }[]).map((f) => [f.id, f.isPublic]),
    );
    expect([flags[named], flags[refused]]).toEqual([true, false]);
    // A name the peer's own rule refuses is left out: the tool is named after the flow.
    expect(await apiConfig(refused)).toBe(FILE.ChatFlow[0].apiConfig ?? null);
  });

  it('refuses an unknown choice for existing ids', async () => {
    const res = await apiCall(server, 'POST', '/export-import/import?onExisting=merge', FILE);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/onExisting/);
  });
});
