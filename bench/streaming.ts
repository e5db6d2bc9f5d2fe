/**
 * 100 concurrent streaming predictions: time from sending POST /api/v1/prediction/:id
 * (streaming: true) to the first `token` event, for an LLM-node flow whose model is the
 * OpenAI-compatible test server. Baseline, in the same run: the same number of concurrent
 * streamText calls straight to that model server with the same ai SDK provider, so the
 * difference is what our server adds (HTTP, validation, execution records in the embedded
 * database, the engine, SSE). Every prediction must end with the full text and no error event.
 * Then, when seconds > 0, a sustained load: `concurrency` streams kept in flight for that many
 * seconds (each client starts its next prediction when the last one ends); every error is counted
 * and the distinct reasons are listed.
 * The model server runs in a child process, as a real one is elsewhere (BENCH_MODEL_IN_PROCESS=1:
 * in this process, as before session 14, where its work and ours queue on one event loop).
 * Run: npx tsx bench/streaming.ts [concurrency] [rounds] [seconds]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';
import { sseEvents } from './sseEvents.ts';
import { startModelServerProcess } from './modelServerProcess.ts';

const CONCURRENCY = Number(process.argv[2] ?? 100);
const ROUNDS = Number(process.argv[3] ?? 3);
const SECONDS = Number(process.argv[4] ?? 0);
const ANSWER = 'one two three four five six seven eight nine ten';

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-stream-'));
const [llm, database] = await Promise.all([
  process.env.BENCH_MODEL_IN_PROCESS === '1'
    ? startOpenAITestServer({ chunkDelayMs: 2, responder: () => ({ text: ANSWER }) })
    : startModelServerProcess(ANSWER, 2),
  openPGlite({ dataDir: join(dataDir, 'db') }),
]);
const { app, url } = await startBenchServer(database, dataDir);
const flowId = await insertLlmFlow(app.brains.db, llm.baseURL, 'streaming bench');

/** One streamed prediction: ms to the first token, or the reason it failed. */
async function predict(i: number): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: `question ${i}`, streaming: true, chatId: `bench-${i}` }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`status ${res.status}: ${await res.text()}`);
  let first = 0;
  let text = '';
  const events: string[] = [];
  for await (const event of sseEvents(res.body as AsyncIterable<Uint8Array>)) {
    events.push(event.event);
    if (event.event === 'token') {
      if (!first) first = performance.now() - sent;
      text += String(event.data);
    }
    if (event.event === 'error') throw new Error(`error event: ${JSON.stringify(event.data)}`);
  }
  if (text !== ANSWER) throw new Error(`wrong text: ${text}`);
  if (events.at(-1) !== 'end') throw new Error(`no end event (last: ${events.at(-1)})`);
  return first;
}

const model = createOpenAICompatible({ name: 'bench', baseURL: llm.baseURL }).chatModel('bench-model');

/** The same model call without our server: ms to the first text delta. */
async function direct(i: number): Promise<number> {
  const sent = performance.now();
  let first = 0;
  let text = '';
  for await (const delta of streamText({ model, prompt: `question ${i}`, maxRetries: 0 }).textStream) {
    if (!first) first = performance.now() - sent;
    text += delta;
  }
  if (text !== ANSWER) throw new Error(`wrong text: ${text}`);
  return first;
}

/** CPU ms of this process (every thread: ours, the database thread, the clients) per stream of each kind. */
const cpuMs = { api: 0, direct: 0 };

async function burst(run: (i: number) => Promise<number>) {
  const cpu = process.cpuUsage();
  const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, (_, i) => run(i)));
  const used = process.cpuUsage(cpu);
  cpuMs[run === direct ? 'direct' : 'api'] += (used.user + used.system) / 1000 / CONCURRENCY;
  const times = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  for (const e of errors) console.error(`  stream failed: ${e.slice(0, 300)}`);
  return { times, errors };
}

/** `CONCURRENCY` clients, each predicting again as soon as its last stream ended, until the deadline. */
async function sustained(seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        await predict(client * 1_000_000 + n).then(
          () => done++,
          (err: unknown) => errors.push(String(err)),
        );
      }
    }),
  );
  return { done, errors };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  // warm up both paths (module loading, JIT, connection pools)
  for (let i = 0; i < 5; i++) await Promise.all([predict(-1), direct(-1)]);
  const server: number[] = [];
  const baseline: number[] = [];
  const errors: string[] = [];
  if (ROUNDS > 0) {
    for (let round = 0; round < ROUNDS; round++) {
      const b = await burst(direct);
      const s = await burst(predict);
      baseline.push(...b.times);
      server.push(...s.times);
      errors.push(...b.errors, ...s.errors);
    }
    // one at a time: the per-request cost without queueing behind the other streams
    const single: number[] = [];
    const singleBase: number[] = [];
    for (let i = 0; i < 30; i++) {
      singleBase.push(await direct(i));
      single.push(await predict(i));
    }
    for (const xs of [server, baseline, single, singleBase]) xs.sort((a, b) => a - b);
    const row = (name: string, xs: number[]) =>
      `${name}: p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms (${xs.length} streams)`;
    console.log(`${CONCURRENCY} concurrent streams x ${ROUNDS} rounds, time to first token`);
    console.log(row('  through the prediction API', server));
    console.log(row('  baseline, ai SDK straight to the model server', baseline));
    console.log(
      `  overhead: p50 +${(pct(server, 50) - pct(baseline, 50)).toFixed(1)} ms (${(pct(server, 50) / pct(baseline, 50)).toFixed(1)}x), ` +
        `p99 +${(pct(server, 99) - pct(baseline, 99)).toFixed(1)} ms (${(pct(server, 99) / pct(baseline, 99)).toFixed(1)}x)`,
    );
    console.log(
      `one stream at a time (30): p50 ${pct(single, 50).toFixed(1)} ms through the API, ` +
        `${pct(singleBase, 50).toFixed(1)} ms straight (+${(pct(single, 50) - pct(singleBase, 50)).toFixed(1)} ms)`,
    );
    console.log(
      `  CPU of this process per stream (the model server ${process.env.BENCH_MODEL_IN_PROCESS === '1' ? 'included' : 'runs apart'}): ${(cpuMs.api / ROUNDS).toFixed(2)} ms ` +
        `through the API (server, database thread and client), ${(cpuMs.direct / ROUNDS).toFixed(2)} ms straight`,
    );
    console.log(`  errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  }
  if (SECONDS > 0) {
    const s = await sustained(SECONDS);
    errors.push(...s.errors);
    console.log(
      `${CONCURRENCY} streams kept in flight for ${SECONDS} s: ${s.done + s.errors.length} streams, ${s.errors.length} errors`,
    );
    const reasons = new Map<string, number>();
    for (const e of s.errors) reasons.set(e.slice(0, 200), (reasons.get(e.slice(0, 200)) ?? 0) + 1);
    for (const [reason, count] of reasons) console.log(`  ${count} x ${reason}`);
  }
  if (errors.length) process.exitCode = 1;
} finally {
  await app.close();
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
}
