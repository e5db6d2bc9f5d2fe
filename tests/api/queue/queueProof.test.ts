import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowEdge as e, flowNode as n } from '../../../host/server/engine/testFlow.ts';
import { openPostgres } from '../../../host/server/db/openDatabase.ts';
import { insertChunks } from '../documentStores/insertChunks.ts';
import { apiCall, type Caller } from '../apiCall.ts';
import { parseSse } from '../engineHarness.ts';
import { createSession } from '../startTestServer.ts';
import { type ProcessCluster, startProcessCluster } from './processCluster.ts';
import { queueServicesReachable } from './queueCluster.ts';
import type { QueueProcess } from './queueProcesses.ts';

const reachable = await queueServicesReachable();

/** A streamed prediction read as it arrives: its events so far, and all of them once it ends. */
async function openStream(url: string, body: Record<string, unknown>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, streaming: true }),
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return parseSse(text);
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { status: res.status, events: () => parseSse(text), ended };
}

/** The executionId of a stream's metadata event. */
const executionOf = (events: { event: string; data: unknown }[]) =>
  (events.find((x) => x.event === 'metadata')?.data as { executionId?: string } | undefined)?.executionId;

const tokensOf = (events: { event: string; data: unknown }[]) =>
  events
    .filter((x) => x.event === 'token')
    .map((x) => x.data)
    .join('');

describe.skipIf(!reachable)('queue mode: two server instances and two workers as processes', () => {
  let c: ProcessCluster;
  let a: QueueProcess;
  let b: QueueProcess;
  let asA: Caller;
  let asB: Caller;
  let llm: ProcessCluster['llm'];
  let model: ProcessCluster['model'];
  let queue: ProcessCluster['queue'];
  let createFlow: ProcessCluster['createFlow'];

  beforeAll(async () => {
    c = await startProcessCluster();
    ({ a, b, asA, asB, llm, model, queue, createFlow } = c);
  }, 300_000);

  afterAll(async () => {
    await c?.close();
  });

  it('a prediction streamed through instance A runs on a worker and streams every token to the client', async () => {
    llm.reset();
    const flow = await createFlow([n('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
    const stream = await openStream(`${a.url}/api/v1/prediction/${flow}`, { question: 'across processes' });
    expect(stream.status).toBe(200);
    const events = await stream.ended;
    expect(events[0]?.event).toBe('start');
    expect(tokensOf(events)).toBe('echo: across processes');
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    expect((await apiCall(asB, 'GET', `/executions/${executionOf(events)}`)).body.state).toBe('FINISHED');
  });

  it('a stop request through instance B stops the run streaming through A', async () => {
    llm.reset();
    llm.setChunkDelay(400);
    llm.setResponder(() => ({ text: Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ') }));
    try {
      const flow = await createFlow([n('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
      const stream = await openStream(`${a.url}/api/v1/prediction/${flow}`, {
        question: 'a long answer',
        chatId: 'abort-chat',
      });
      await expect.poll(() => tokensOf(stream.events()).length > 0).toBe(true);
      const stop = await apiCall(
        { fetch: createSession(b.url).fetch },
        'PUT',
        `/chatmessage/abort/${flow}/abort-chat`,
      );
      expect(stop.status).toBe(200);
      expect(stop.body).toEqual({ aborted: 1 });
      const events = await stream.ended;
      expect(tokensOf(events).split(' ').length).toBeLessThan(200);
      expect((await apiCall(asA, 'GET', `/executions/${executionOf(events)}`)).body.state).toBe('TERMINATED');
      // Nothing runs for that chat any more: a second stop finds none.
      expect((await apiCall(asB, 'PUT', `/chatmessage/abort/${flow}/abort-chat`)).status).toBe(404);
    } finally {
      llm.setChunkDelay(0);
      llm.setResponder(undefined);
    }
  });

  it('a human-input pause through A resumes through B', async () => {
    llm.reset();
    const flow = await createFlow(
      [
        n('llmAgentflow_0', 'llmAgentflow', model('llm')),
        n('humanInputAgentflow_0', 'humanInputAgentflow', {
          humanInputDescriptionType: 'fixed',
          humanInputDescription: '<p>Send {{llmAgentflow_0}}?</p>',
        }),
        n('directReplyAgentflow_ok', 'directReplyAgentflow', { directReplyMessage: 'sent' }),
        n('directReplyAgentflow_no', 'directReplyAgentflow', { directReplyMessage: 'not sent' }),
      ],
      [
        e('startAgentflow_0', 'llmAgentflow_0'),
        e('llmAgentflow_0', 'humanInputAgentflow_0'),
        e('humanInputAgentflow_0', 'directReplyAgentflow_ok', 0),
        e('humanInputAgentflow_0', 'directReplyAgentflow_no', 1),
      ],
    );
    const sessionId = 'pause-session';
    const paused = await apiCall(asA, 'POST', `/internal-prediction/${flow}`, {
      question: 'draft',
      overrideConfig: { sessionId },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.text).toBe('Send echo: draft?');
    expect(paused.body.action.data.nodeId).toBe('humanInputAgentflow_0');
    const resumed = await apiCall(asB, 'POST', `/internal-prediction/${flow}`, {
      question: '',
      overrideConfig: { sessionId },
      humanInput: { type: 'proceed' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.text).toBe('sent');
    expect(resumed.body.executionId).toBe(paused.body.executionId);
    expect(llm.requests).toHaveLength(1);
  });

  it('kill -9 of the worker holding a run: the run is marked interrupted once, not run again, and the question stays', async () => {
    llm.reset();
    // The model never answers: the run is in flight when its worker dies.
    llm.enqueue({ text: 'never sent', delayMs: 600_000 });
    const flow = await createFlow([n('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
    const stream = await openStream(`${a.url}/api/v1/prediction/${flow}`, {
      question: 'who survives?',
      chatId: 'kill-chat',
    });
    await expect.poll(() => llm.requests.length).toBe(1);
    const [active] = await queue.getActive();
    const holder = c.holderOf(active);
    expect(holder, `active job held by ${active?.processedBy}`).toBeDefined();
    holder?.child.kill('SIGKILL');
    // The other worker takes the stalled job over and marks the execution the dead one opened.
    const events = await stream.ended;
    expect(events.find((x) => x.event === 'error')?.data).toMatch(/^Interrupted/);
    const execution = await apiCall(asB, 'GET', `/executions/${executionOf(events)}`);
    expect(execution.body.state).toBe('TERMINATED');
    expect(execution.body.error).toMatch(/^Interrupted/);
    // Marked, not retried: the model was asked once.
    expect(llm.requests).toHaveLength(1);
    const history = await apiCall(asA, 'GET', `/chatmessage/${flow}?chatId=kill-chat`);
    expect(history.status).toBe(200);
    expect(history.body.map((m: { role: string; content: string }) => [m.role, m.content])).toContainEqual([
      'userMessage',
      'who survives?',
    ]);
    // One execution for the question, and the job is gone from the queue (not failed, not waiting).
    const list = await apiCall(asA, 'GET', `/executions?agentflowId=${flow}`);
    expect(list.body.data).toHaveLength(1);
    expect(await queue.getJobCounts('waiting', 'active', 'failed')).toEqual({
      waiting: 0,
      active: 0,
      failed: 0,
    });
  });

  it("a document-store upsert started through A runs on a worker; B sees it running and B's cancel stops it", async () => {
    const store = await apiCall(asA, 'POST', '/document-store/store', { name: 'queue store' });
    expect(store.status, store.text).toBe(201);
    const db = await openPostgres(c.q.scratch.url);
    try {
      await insertChunks(db.db, store.body.id, store.body.workspaceId, ['alpha text', 'beta text']);
    } finally {
      await db.close();
    }
    const hold = llm.holdEmbeddings();
    try {
      const started = await apiCall(asA, 'POST', '/document-store/vectorstore/insert', {
        storeId: store.body.id,
        embeddingName: 'openAICompatibleEmbeddings',
        embeddingConfig: { basepath: llm.baseURL, modelName: 'words-16' },
      });
      expect(started.status, started.text).toBe(202);
      const jobId = started.body.id as string;
      // Embedding on A (its request reached the model server) while B is asked about it.
      await expect.poll(() => hold.held()).toBeGreaterThan(0);
      // It runs on a worker: the instances only queue it.
      const [active] = await queue.getActive();
      expect(active?.name).toBe('document-store');
      expect(c.holderOf(active)).toBeDefined();
      const seen = await apiCall(asB, 'GET', `/document-store/jobs/${jobId}`);
      expect(seen.body.status).toBe('running');
      const cancelled = await apiCall(asB, 'POST', `/document-store/jobs/${jobId}/cancel`);
      expect(cancelled.status, cancelled.text).toBe(200);
      // Still held: the stop must reach the worker and end the job by itself. Releasing first let
      // a fast worker finish the embedding before the stop arrived ('succeeded' in a full run).
      await expect
        .poll(async () => (await apiCall(asA, 'GET', `/document-store/jobs/${jobId}`)).body.status)
        .toBe('cancelled');
    } finally {
      hold.release();
    }
    // Again, through B, to its end on a worker: the store's two chunks are embedded.
    const again = await apiCall(asB, 'POST', '/document-store/vectorstore/insert', {
      storeId: store.body.id,
    });
    expect(again.status, again.text).toBe(202);
    await expect
      .poll(async () => (await apiCall(asA, 'GET', `/document-store/jobs/${again.body.id}`)).body.status)
      .toBe('succeeded');
    expect((await apiCall(asA, 'GET', `/document-store/store/${store.body.id}`)).body.status).toBe(
      'UPSERTED',
    );
  });
});
