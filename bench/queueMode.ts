/**
 * What queue mode costs and gains: predictions per second and p50/p99 latency of the same
 * Start -> LLM flow on an instant OpenAI-compatible test server, in single-process mode and in
 * queue mode (MODE=queue: one server instance in this process that only accepts and streams, and
 * 1, 2 then 4 worker processes, `npm run worker`, WORKER_CONCURRENCY 4) in the same run, both on
 * the machine's PostgreSQL (a database each, dropped after) and Redis (a key prefix of its own,
 * deleted after). The Redis hop: one client asking one at a time, queue mode with one worker
 * against single-process mode (p50 difference), and the Redis commands each run costs.
 * Run: npx tsx bench/queueMode.ts [runs] [clients]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'redis';
import { openPostgres } from '../host/server/db/openDatabase.ts';
import { createScratchDatabase } from '../host/server/db/scratchDatabase.ts';
import { queueProcesses } from '../tests/api/queue/queueProcesses.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { TEST_REDIS_URL, testPrefix } from '../tests/redis/testRedis.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';

const RUNS = Number(process.argv[2] ?? 200);
const CLIENTS = Number(process.argv[3] ?? 8);
const PG = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-queue-'));
const keys = testPrefix();
const [llm, singleDb, queueDb] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: 'an instant answer' }) }),
  createScratchDatabase(PG, 'bs_bench'),
  createScratchDatabase(PG, 'bs_bench'),
]);
const queueEnv = { MODE: 'queue', REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: keys.prefix };
const single = await startBenchServer(await openPostgres(singleDb.url), join(dataDir, 'single'));
const main = await startBenchServer(await openPostgres(queueDb.url), join(dataDir, 'main'), queueEnv);
const workers = queueProcesses({
  ...queueEnv,
  DATABASE_URL: queueDb.url,
  WORKER_CONCURRENCY: '4',
  LOG_LEVEL: 'silent',
});
const redis = createClient({ url: TEST_REDIS_URL });
await redis.connect();

async function predict(url: string, flowId: string) {
  const began = performance.now();
  const res = await fetch(`${url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'hello' }),
  });
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - began;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `runs` predictions from `clients` concurrent loops: per second, p50, p99. */
async function measure(url: string, flowId: string, runs: number, clients: number) {
  const latencies: number[] = [];
  let left = runs;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) latencies.push(await predict(url, flowId));
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: runs / seconds, p50: pct(sorted, 0.5), p99: pct(sorted, 0.99) };
}

const commandsProcessed = async () =>
  Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))?.[1] ?? 0);

try {
  const singleFlow = await insertLlmFlow(single.app.brains.db, llm.baseURL, 'single');
  const queueFlow = await insertLlmFlow(main.app.brains.db, llm.baseURL, 'queue');
  const rows: { name: string; perSecond: number; p50: number; p99: number }[] = [];
  await measure(single.url, singleFlow, 30, CLIENTS); // warm-up
  rows.push({ name: 'single process', ...(await measure(single.url, singleFlow, RUNS, CLIENTS)) });
  let started = 0;
  for (const n of [1, 2, 4]) {
    while (started < n) {
      await workers.start('worker');
      started++;
    }
    await measure(main.url, queueFlow, 30, CLIENTS); // warm-up (new workers compile their code paths)
    rows.push({
      name: `queue, ${n} worker${n > 1 ? 's' : ''}`,
      ...(await measure(main.url, queueFlow, RUNS, CLIENTS)),
    });
  }
  console.log(
    `${RUNS} predictions, ${CLIENTS} concurrent clients, Start -> LLM on an instant model, PostgreSQL`,
  );
  console.log('mode                 pred/s    p50 ms   p99 ms   vs single');
  const base = rows[0]?.perSecond ?? 1;
  for (const r of rows)
    console.log(
      `${r.name.padEnd(18)} ${r.perSecond.toFixed(1).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${(r.perSecond / base).toFixed(2).padStart(9)}x`,
    );

  // The hop: one request at a time, so latency is the path's own, not queueing.
  await workers.stop();
  await workers.start('worker');
  await measure(main.url, queueFlow, 20, 1);
  const one = await measure(single.url, singleFlow, 100, 1);
  const before = await commandsProcessed();
  const hop = await measure(main.url, queueFlow, 100, 1);
  const commands = ((await commandsProcessed()) - before) / 100;
  console.log(
    `Redis hop, one client: p50 ${one.p50.toFixed(1)} ms single vs ${hop.p50.toFixed(1)} ms queued (+${(hop.p50 - one.p50).toFixed(1)} ms per run); ` +
      `about ${commands.toFixed(0)} Redis commands per run (all clients of this Redis counted)`,
  );
} finally {
  await workers.stop();
  await Promise.all([single.app.close(), main.app.close()]);
  await redis.quit();
  await Promise.all([llm.close(), singleDb.drop(), queueDb.drop(), keys.drop()]);
  await rm(dataDir, { recursive: true, force: true });
}
