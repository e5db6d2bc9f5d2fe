import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineHarness, parseSse, startEngineHarness } from './engineHarness.ts';
import { openTestPGlite } from './testDatabase.ts';

// Always on the embedded database, whose one connection every run's records queue for (the
// reported errors were there); the suite's PostgreSQL runs cover the pool.
let h: EngineHarness;
beforeAll(async () => {
  h = await startEngineHarness({ database: await openTestPGlite() });
});
afterAll(async () => {
  await h?.close();
});

/** Concurrent streams per round; bench/streaming.ts runs 100 for as long as one asks. */
const STREAMS = 40;
const ROUNDS = 2;

/** Many streaming predictions at once on one server: each must end complete, none with an error. */
describe('a burst of concurrent streaming predictions', () => {
  it(`${STREAMS} streams at once, ${ROUNDS} rounds: every stream complete, no error event`, {
    timeout: 300_000,
  }, async () => {
    const id = await h.createLlmFlow();
    h.llm.setChunkDelay(2);
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.all(
        Array.from({ length: STREAMS }, async (_, i) => {
          const question = `question ${round}-${i}`;
          const chatId = `burst-${round}-${i}`;
          const res = await h.call('POST', `/prediction/${id}`, { question, chatId, streaming: true });
          return { question, chatId, status: res.status, events: parseSse(res.text) };
        }),
      );
      for (const r of results) {
        expect(r.status, r.chatId).toBe(200);
        expect(
          r.events.filter((e) => e.event === 'error'),
          r.chatId,
        ).toEqual([]);
        const text = r.events
          .filter((e) => e.event === 'token')
          .map((e) => e.data)
          .join('');
        expect(text, r.chatId).toBe(`echo: ${r.question}`);
        expect(r.events.find((e) => e.event === 'metadata')?.data, r.chatId).toMatchObject({
          chatId: r.chatId,
        });
        expect(r.events.at(-1)?.event, r.chatId).toBe('end');
      }
    }
    // Every run finished, and every chat has its question and its answer.
    const executions = await h.call('GET', `/executions?agentflowId=${id}&limit=100`);
    const states = (executions.body.data as { state: string }[]).map((x) => x.state);
    expect(states).toHaveLength(STREAMS * ROUNDS);
    expect(new Set(states)).toEqual(new Set(['FINISHED']));
    const messages = await h.call('GET', `/chatmessage/${id}`);
    expect(messages.body).toHaveLength(STREAMS * ROUNDS * 2);
  });
});
