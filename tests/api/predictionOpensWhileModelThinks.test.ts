import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { type EngineHarness, parseSse, startEngineHarness } from './engineHarness.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * A run's opening commit (execution record, question) is written while the model thinks, streamed
 * or not: a model that takes long to its first token (a reasoning model) leaves a running record
 * on the executions page and the question kept, whatever happens to the process meanwhile. (Issue
 * 16 tried writing it after the first token instead; no gain showed, and the record went missing.)
 */
const counter = new QueryCounter();
let h: EngineHarness;

beforeAll(async () => {
  h = await startEngineHarness({ database: await openTestDatabase({ counter }) });
});
afterAll(() => h?.close());

/** The model answers only when `release` is called; `received` counts its requests meanwhile. */
function holdModel(text: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  h.llm.setResponder(async () => {
    await released;
    return { text, usage: { prompt_tokens: 12, completion_tokens: 3 } };
  });
  return release;
}

/** Writes the server has sent so far, after every statement queued before this one has run. */
async function writesSoFar(): Promise<number> {
  await sql`select 1`.execute(h.server.app.brains.db);
  return counter.snapshot().writes;
}

describe('a run opens its records while the model thinks', () => {
  it('streamed: the records are written before the first token; then the whole stream and its records', async () => {
    const flowId = await h.createLlmFlow();
    h.llm.enqueue({ text: 'warm-up' });
    expect((await h.call('POST', `/prediction/${flowId}`, { question: 'warm-up' })).status).toBe(200);
    h.llm.reset();

    const release = holdModel('the answer');
    counter.reset();
    const answered = h.call('POST', `/prediction/${flowId}`, {
      question: 'hello',
      chatId: 'after-token',
      streaming: true,
    });
    await vi.waitFor(() => expect(h.llm.requests).toHaveLength(1), { timeout: 30_000 });
    await vi.waitFor(async () => expect(await writesSoFar()).toBeGreaterThan(0), { timeout: 30_000 });
    const running = await h.server.app.brains.db
      .selectFrom('chat_message')
      .select(['role', 'content'])
      .where('chat_id', '=', 'after-token')
      .execute();
    expect(running).toEqual([{ role: 'userMessage', content: 'hello' }]);
    release();
    const res = await answered;
    const events = parseSse(res.text);
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('the answer');
    expect(events.at(-1)?.event).toBe('end');
    const metadata = events.find((e) => e.event === 'metadata');
    const { executionId } = (metadata?.data ?? {}) as { executionId: string };
    const { db } = h.server.app.brains;
    const execution = await db
      .selectFrom('execution')
      .select(['state', 'execution_data'])
      .where('id', '=', executionId)
      .executeTakeFirstOrThrow();
    expect(execution.state).toBe('FINISHED');
    // the streamed answer's usage is kept as the model reported it
    const nodes = JSON.parse(execution.execution_data) as {
      nodeId: string;
      data: { usageMetadata?: unknown };
    }[];
    expect(nodes.find((n) => n.nodeId === 'llmAgentflow_0')?.data.usageMetadata).toMatchObject({
      inputTokens: 12,
      outputTokens: 3,
      totalTokens: 15,
    });
    const messages = await db
      .selectFrom('chat_message')
      .select(['role', 'content'])
      .where('chat_id', '=', 'after-token')
      .orderBy('created_date')
      .execute();
    expect(messages).toEqual([
      { role: 'userMessage', content: 'hello' },
      { role: 'apiMessage', content: 'the answer' },
    ]);
  });

  it('plain: the records are written while the model thinks', async () => {
    const flowId = await h.createLlmFlow();
    h.llm.enqueue({ text: 'warm-up' });
    expect((await h.call('POST', `/prediction/${flowId}`, { question: 'warm-up' })).status).toBe(200);
    h.llm.reset();

    const release = holdModel('plain answer');
    counter.reset();
    const answered = h.call('POST', `/prediction/${flowId}`, { question: 'hello', chatId: 'plain' });
    await vi.waitFor(() => expect(h.llm.requests).toHaveLength(1), { timeout: 30_000 });
    await vi.waitFor(async () => expect(await writesSoFar()).toBeGreaterThan(0), { timeout: 30_000 });
    release();
    expect((await answered).body.text).toBe('plain answer');
  });
});
