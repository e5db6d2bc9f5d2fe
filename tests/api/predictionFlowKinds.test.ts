import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPGlite, openPostgres } from '../../host/server/db/openDatabase.ts';
import { createScratchDatabase } from '../../host/server/db/scratchDatabase.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import echoKind from '../flow-kind-plugin/index.ts';
import { apiCall } from './apiCall.ts';
import { parseSse } from './engineHarness.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

// The echo plugin runs CHATFLOW flows here, in place of the built-in chatflow plugin's runner;
// without the multi-agent plugin, MULTIAGENT is a flow type no loaded plugin runs.
const plugins = [...builtinPlugins.filter((p) => p.id !== 'chatflow' && p.id !== 'multiagent'), echoKind];

const node = (id: string, inputs: Record<string, unknown> = {}) => ({
  id,
  position: { x: 0, y: 0 },
  type: 'customNode',
  data: { id, name: id.replace(/_\d+$/, ''), label: id, inputs },
});
const modelEdge = {
  id: 'e1',
  source: 'echoModel_0',
  target: 'echoChain_0',
  sourceHandle: 'echoModel_0-output-echoModel-EchoModel|BaseChatModel',
  targetHandle: 'echoChain_0-input-model-BaseChatModel',
};
const echoFlow = (prefix = '') => ({
  nodes: [node('echoModel_0'), node('echoChain_0', { prefix })],
  edges: [modelEdge],
});

/**
 * One database that outlives a server: PGlite in a folder (a copy of the suite's template), or a
 * scratch database when the suite runs on PostgreSQL. open() hands each server a handle it may close.
 */
async function durableDatabase(): Promise<{ open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return { open: () => openPostgres(scratch.url), drop: () => scratch.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'bs-kinds-db-'));
  await cp(inject('pgliteTemplate'), dir, { recursive: true });
  return { open: () => openPGlite({ dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
}

describe('prediction of a flow kind a plugin runs', () => {
  let server: TestServer;
  let db: Awaited<ReturnType<typeof durableDatabase>>;
  beforeAll(async () => {
    db = await durableDatabase();
    server = await startTestServer({ plugins, database: await db.open() });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const call = (method: string, path: string, body?: unknown) => apiCall(server, method, path, body);
  const createFlow = async (flowData: unknown, type = 'CHATFLOW', extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/chatflows', {
      name: 'kind',
      type,
      flowData: JSON.stringify(flowData),
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const messages = async (id: string, sessionId: string) => {
    const res = await call('GET', `/chatmessage/${id}?sessionId=${sessionId}`);
    expect(res.status).toBe(200);
    return res.body as { role: string; content: string; sourceDocuments?: unknown; usedTools?: unknown }[];
  };

  it('runs a CHATFLOW through the registered runner and answers the chatflow JSON shape', async () => {
    const id = await createFlow(echoFlow('echo: '));
    const res = await call('POST', `/prediction/${id}`, { question: 'hello', chatId: 'kind-json' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      text: 'echo: hello',
      question: 'hello',
      chatId: 'kind-json',
      chatMessageId: expect.any(String),
      sessionId: 'kind-json',
      sourceDocuments: [{ pageContent: 'about hello', metadata: { source: 'echo.txt' } }],
      usedTools: [{ tool: 'echoTool', toolInput: { q: 'hello' }, toolOutput: '[redacted]' }],
    });
    // no execution record: those are agent flows'
    const executions = await call('GET', `/executions?agentflowId=${id}`);
    expect(executions.body.data ?? []).toEqual([]);
    const json = await call('POST', `/prediction/${id}`, { question: 'json', chatId: 'kind-json-2' });
    expect(json.body).toMatchObject({ text: '', json: { answer: 42 } });
  });

  it('records the question and the answer with its sources and tool calls, secrets redacted', async () => {
    const id = await createFlow(echoFlow());
    const res = await call('POST', `/prediction/${id}`, { question: 'record me', chatId: 'kind-rec' });
    const stored = await messages(id, 'kind-rec');
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['userMessage', 'record me'],
      ['apiMessage', 'record me'],
    ]);
    const answer = stored[1] as (typeof stored)[number] & { id: string };
    expect(answer.id).toBe(res.body.chatMessageId);
    expect(answer.sourceDocuments).toEqual([
      { pageContent: 'about record me', metadata: { source: 'echo.txt' } },
    ]);
    expect(answer.usedTools).toEqual([
      { tool: 'echoTool', toolInput: { q: 'record me' }, toolOutput: '[redacted]' },
    ]);
  });

  it('streams the agentflow event names in order: start, tokens, sourceDocuments, usedTools, metadata, end', async () => {
    const id = await createFlow(echoFlow());
    const res = await call('POST', `/prediction/${id}`, {
      question: 'one two three',
      streaming: true,
      chatId: 'kind-sse',
    });
    expect(res.status).toBe(200);
    const events = parseSse(res.text);
    expect(events.map((e) => e.event)).toEqual([
      'start',
      'token',
      'token',
      'token',
      'sourceDocuments',
      'usedTools',
      'metadata',
      'end',
    ]);
    expect(events.filter((e) => e.event === 'token').map((e) => e.data)).toEqual(['one ', 'two ', 'three']);
    expect(events.find((e) => e.event === 'usedTools')?.data).toEqual([
      { tool: 'echoTool', toolInput: { q: 'one two three' }, toolOutput: '[redacted]' },
    ]);
    expect(events.find((e) => e.event === 'metadata')?.data).toEqual({
      chatId: 'kind-sse',
      chatMessageId: expect.any(String),
      question: 'one two three',
      sessionId: 'kind-sse',
    });
  });

  it('gives the runner the session history: earlier messages, oldest first, without the question', async () => {
    const id = await createFlow(echoFlow());
    const ask = (question: string, sessionId: string) =>
      call('POST', `/prediction/${id}`, { question, overrideConfig: { sessionId } });
    expect((await ask('my name is Ada', 'kind-mem')).body.text).toBe('my name is Ada');
    expect((await ask('who am I?', 'kind-mem')).body.text).toBe(
      'who am I? [remembers user:my name is Ada | assistant:my name is Ada]',
    );
    // another session starts empty
    expect((await ask('fresh', 'kind-mem-other')).body.text).toBe('fresh');
  });

  it('keeps the history across a server restart', async () => {
    const id = await createFlow(echoFlow());
    const first = await call('POST', `/prediction/${id}`, {
      question: 'before restart',
      chatId: 'kind-restart',
    });
    expect(first.status).toBe(200);
    await server.close();
    server = await startTestServer({ plugins, database: await db.open() });
    const after = await call('POST', `/prediction/${id}`, { question: 'after', chatId: 'kind-restart' });
    expect(after.body.text).toBe('after [remembers user:before restart | assistant:before restart]');
  });

  it('applies overrideConfig where the flow allows it', async () => {
    const apiConfig = JSON.stringify({
      overrideConfig: { status: true, nodes: { echoChain_0: ['prefix'] } },
    });
    const id = await createFlow(echoFlow('saved: '), 'CHATFLOW', { apiConfig });
    const res = await call('POST', `/prediction/${id}`, {
      question: 'q',
      overrideConfig: { prefix: 'asked: ' },
    });
    expect(res.body.text).toBe('asked: q');
  });

  it('400 for a flow type without a runner, and with the validation list before any run', async () => {
    const multi = await createFlow(echoFlow(), 'MULTIAGENT');
    const none = await call('POST', `/prediction/${multi}`, { question: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(`Flow ${multi} is a MULTIAGENT; no runner for this flow type is loaded`);

    const broken = await createFlow({
      nodes: [node('echoChain_0'), node('echoFaiss_0')],
      edges: [],
    });
    const res = await call('POST', `/prediction/${broken}`, { question: 'x', chatId: 'kind-invalid' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        {
          nodeId: 'echoChain_0',
          field: 'model',
          message: 'Chat Model is required: connect a BaseChatModel node',
          say: expect.objectContaining({ values: { type: 'BaseChatModel' } }),
        },
        expect.objectContaining({
          nodeId: 'echoFaiss_0',
          message: 'Not available here: Echo Faiss needs a native index this server does not have.',
        }),
      ]),
    );
    expect(await messages(broken, 'kind-invalid')).toEqual([]);
  });

  it('a failing runner answers 500 with its message and stores no answer', async () => {
    const id = await createFlow(echoFlow());
    const res = await call('POST', `/prediction/${id}`, { question: 'fail', chatId: 'kind-fail' });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('echo failed on purpose');
    expect((await messages(id, 'kind-fail')).map((m) => m.role)).toEqual(['userMessage']);
  });

  it('the stop route ends a running chatflow', async () => {
    const id = await createFlow(echoFlow());
    const running = call('POST', `/prediction/${id}`, {
      question: 'hang',
      streaming: true,
      chatId: 'kind-stop',
    });
    await expect
      .poll(async () => (await call('POST', `/chatflows-abort/${id}/kind-stop`)).status, { timeout: 30_000 })
      .toBe(200);
    const events = parseSse((await running).text);
    expect(events.map((e) => e.event)).toEqual(['start', 'error', 'metadata', 'end']);
    expect(events[1]?.data).toBe('Flow execution was cancelled');
  });
});
