import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EngineHarness, startEngineHarness } from './engineHarness.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * Issue 16: a new run's first commit (its execution record and the question) is written while the
 * run starts, so the model call and the first token do not wait for it. Shown without timing: another
 * transaction holds a lock that blocks inserts into `execution`, and the model request and the first
 * token arrive all the same; the records follow once the lock is released. PostgreSQL only: on the
 * embedded database the lock holder would hold its one connection.
 */
const serverUrl = process.env.DATABASE_URL;
let h: EngineHarness;

beforeAll(async () => {
  if (serverUrl) h = await startEngineHarness({ database: await openTestDatabase() });
});
afterAll(() => h?.close());

/** Holds an exclusive lock on the execution table (reads pass, inserts wait) until release(). */
async function blockExecutionWrites() {
  const { db } = h.server.app.brains;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = db.transaction().execute(async (trx) => {
    await sql`lock table execution in exclusive mode`.execute(trx);
    locked();
    await held;
  });
  await taken;
  return async () => {
    release();
    await done;
  };
}

/** Reads Server-Sent Events as they come: `next(name)` resolves with the data of the next event of that name. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  return {
    events,
    async next(name: string): Promise<unknown> {
      while (true) {
        const found = events.find((e) => e.event === name);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found.data;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before a '${name}' event`);
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const line = block.split('\n').find((l) => l.startsWith('data:'));
          if (line) events.push(JSON.parse(line.slice(5)) as { event: string; data: unknown });
        }
      }
    },
  };
}

describe.skipIf(!serverUrl)('a new run starts while its records are written', () => {
  it('the model request and the first token arrive while the execution insert waits; the records follow', async () => {
    const { db } = h.server.app.brains;
    const flowId = await h.createLlmFlow();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('execution')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('agentflow_id', '=', flowId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    h.llm.enqueue({ text: 'warm-up' });
    expect((await h.call('POST', `/prediction/${flowId}`, { question: 'warm-up' })).status).toBe(200);
    expect(await count()).toBe(1);
    h.llm.reset();

    const unblock = await blockExecutionWrites();
    h.llm.enqueue({ text: 'the answer' });
    const res = await h.server.anonymousFetch(`/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'hello', chatId: 'parallel', streaming: true }),
    });
    expect(res.status).toBe(200);
    const sse = sseReader(res.body as ReadableStream<Uint8Array>);
    let first: unknown;
    try {
      await vi.waitFor(() => expect(h.llm.requests).toHaveLength(1), { timeout: 30_000 });
      first = await sse.next('token');
      // Neither the execution nor the question is committed yet.
      expect(await count()).toBe(1);
      const questions = await db
        .selectFrom('chat_message')
        .select('id')
        .where('chatflow_id', '=', flowId)
        .where('chat_id', '=', 'parallel')
        .execute();
      expect(questions).toEqual([]);
    } finally {
      await unblock();
    }
    expect(typeof first).toBe('string');
    const metadata = (await sse.next('metadata')) as { executionId: string; chatMessageId: string };
    await sse.next('end');

    const execution = await db
      .selectFrom('execution')
      .select(['state', 'session_id'])
      .where('id', '=', metadata.executionId)
      .executeTakeFirstOrThrow();
    expect(execution).toEqual({ state: 'FINISHED', session_id: 'parallel' });
    const messages = await db
      .selectFrom('chat_message')
      .select(['id', 'role', 'content', 'execution_id'])
      .where('chatflow_id', '=', flowId)
      .where('chat_id', '=', 'parallel')
      .orderBy('created_date')
      .execute();
    expect(messages.map((m) => [m.role, m.content, m.execution_id])).toEqual([
      ['userMessage', 'hello', metadata.executionId],
      ['apiMessage', 'the answer', metadata.executionId],
    ]);
    expect(messages[1]?.id).toBe(metadata.chatMessageId);
  });
});
