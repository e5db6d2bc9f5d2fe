/**
 * How fast does an evaluation get through a dataset, against calling the prediction API in a loop
 * (what a script would do)? One Start -> LLM flow on the instant OpenAI-compatible test server;
 * `rows` (default 1,000) rows with a text evaluator, run at concurrency 1 and 4. The table gives
 * rows per second and the ratio to the loop (1.0x: as fast as the loop). In-process, embedded
 * database; with DATABASE_URL set, a scratch database of that PostgreSQL server.
 * Run: [DATABASE_URL=...] npx tsx bench/evaluations.ts [rows]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { allowEverything } from '../host/server/access/AccessPolicy.ts';
import { buildApp } from '../host/server/app.ts';
import { parseConfig } from '../host/server/config.ts';
import { openPGlite, openPostgres } from '../host/server/db/openDatabase.ts';
import { createScratchDatabase } from '../host/server/db/scratchDatabase.ts';
import { builtinPlugins } from '../plugins/builtin.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { insertLlmFlow } from './benchServer.ts';

const ROWS = Number(process.argv[2] ?? 1000);

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-eval-'));
const serverUrl = process.env.DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'bs_bench') : undefined;
const [llm, database] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: 'The sum is 42.' }) }),
  scratch ? openPostgres(scratch.url) : openPGlite({ dataDir: join(dataDir, 'db') }),
]);
const config = parseConfig(
  { LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, HTTP_ALLOW_PRIVATE: '127.0.0.1' },
  { defaultHost: '127.0.0.1' },
);
const app = await buildApp(config, builtinPlugins, {
  database,
  webRoot: join(dataDir, 'no-web'),
  accessPolicy: allowEverything,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const rows = Array.from({ length: ROWS }, (_, i) => ({
  input: `What is ${i} + ${i}?`,
  expectedOutput: '42',
}));

/** The loop a script would write: one prediction after another. */
async function loop(flowId: string): Promise<number> {
  const t = performance.now();
  for (const r of rows) await call('POST', `/prediction/${flowId}`, { question: r.input });
  return ROWS / ((performance.now() - t) / 1000);
}

async function evaluate(flowId: string, datasetId: string, evaluatorId: string, concurrency: number) {
  const t = performance.now();
  const run = await call('POST', '/evaluations', {
    name: `bench ${concurrency}`,
    datasetId,
    flowIds: [flowId],
    evaluatorIds: [evaluatorId],
    concurrency,
  });
  for (;;) {
    const list = (await call('GET', '/evaluations')) as unknown as Record<string, unknown>[];
    const now = list.find((e) => e.id === run.id) ?? {};
    if (now.status === 'completed') break;
    if (now.status !== 'pending' && now.status !== 'running') throw new Error(`run ended ${now.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return ROWS / ((performance.now() - t) / 1000);
}

try {
  const flowId = await insertLlmFlow(app.brains.db, llm.baseURL, 'bench');
  const dataset = await call('POST', '/datasets/set', { name: 'bench', rows });
  const evaluator = await call('POST', '/evaluators', {
    name: 'has 42',
    type: 'text',
    config: { operator: 'contains', value: '{{expectedOutput}}' },
  });
  for (let i = 0; i < 20; i++) await call('POST', `/prediction/${flowId}`, { question: 'warm-up' });
  const base = await loop(flowId);
  const one = await evaluate(flowId, dataset.id as string, evaluator.id as string, 1);
  const four = await evaluate(flowId, dataset.id as string, evaluator.id as string, 4);
  console.log(`${ROWS} rows x 1 flow, instant model, ${scratch ? 'PostgreSQL' : 'PGlite'}`);
  console.table([
    { how: 'prediction API in a loop', 'rows/s': base.toFixed(1), ratio: '1.00x' },
    { how: 'evaluation, concurrency 1', 'rows/s': one.toFixed(1), ratio: `${(one / base).toFixed(2)}x` },
    { how: 'evaluation, concurrency 4', 'rows/s': four.toFixed(1), ratio: `${(four / base).toFixed(2)}x` },
  ]);
} finally {
  await app.close();
  await llm.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
