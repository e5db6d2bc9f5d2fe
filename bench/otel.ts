/**
 * What tracing costs a prediction: two servers in this process, each on its own embedded database,
 * run the same Start -> LLM flow on the instant OpenAI-compatible test server; one exports nothing
 * (no OTEL_EXPORTER_OTLP_ENDPOINT), the other exports its spans and metrics to a local OTLP
 * collector of ours (the tests' one) through the guarded fetch. Each round runs `runs`
 * predictions from `clients` concurrent clients on one server then the other (alternating, so
 * drift hits both); the table gives predictions per second, p50/p99 latency and the ratio
 * traced/untraced, and the spans the collector received (every run must have arrived).
 * Run: npx tsx bench/otel.ts [runs] [clients] [rounds]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { OtlpCollector } from '../tests/otel/otlpCollector.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';

const RUNS = Number(process.argv[2] ?? 300);
const CLIENTS = Number(process.argv[3] ?? 4);
const ROUNDS = Number(process.argv[4] ?? 3);

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-otel-'));
const [llm, collector, plainDb, tracedDb] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: 'an instant answer' }) }),
  new OtlpCollector().start(),
  openPGlite({ dataDir: join(dataDir, 'plain') }),
  openPGlite({ dataDir: join(dataDir, 'traced') }),
]);
const plain = await startBenchServer(plainDb, join(dataDir, 'plain-data'));
const traced = await startBenchServer(tracedDb, join(dataDir, 'traced-data'), {
  OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  OTEL_BSP_SCHEDULE_DELAY: '500',
  OTEL_METRIC_EXPORT_INTERVAL: '1000',
});

interface Target {
  name: string;
  url: string;
  flowId: string;
  latencies: number[];
  seconds: number;
}

async function predict(t: Target) {
  const began = performance.now();
  const res = await fetch(`${t.url}/api/v1/prediction/${t.flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'hello' }),
  });
  if (res.status !== 200) throw new Error(`${t.name}: status ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - began;
}

/** `runs` predictions from `clients` concurrent loops; adds their latencies and wall time. */
async function round(t: Target, runs: number, record: boolean) {
  let left = runs;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (left-- > 0) {
        const ms = await predict(t);
        if (record) t.latencies.push(ms);
      }
    }),
  );
  if (record) t.seconds += (performance.now() - began) / 1000;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

try {
  const targets: Target[] = [
    {
      name: 'untraced',
      url: plain.url,
      flowId: await insertLlmFlow(plain.app.brains.db, llm.baseURL, 'plain'),
      latencies: [],
      seconds: 0,
    },
    {
      name: 'traced',
      url: traced.url,
      flowId: await insertLlmFlow(traced.app.brains.db, llm.baseURL, 'traced'),
      latencies: [],
      seconds: 0,
    },
  ];
  for (const t of targets) await round(t, 30, false); // warm-up
  for (let r = 0; r < ROUNDS; r++)
    for (const t of r % 2 ? [...targets].reverse() : targets) await round(t, RUNS, true);
  await traced.app.brains.telemetry.flush();
  const rows = targets.map((t) => {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    return {
      name: t.name,
      perSecond: t.latencies.length / t.seconds,
      p50: pct(sorted, 0.5),
      p99: pct(sorted, 0.99),
    };
  });
  const [base, on] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `${ROUNDS} rounds × ${RUNS} predictions, ${CLIENTS} concurrent clients, Start -> LLM on an instant model`,
  );
  console.log('server      pred/s    p50 ms   p99 ms');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(10)} ${r.perSecond.toFixed(1).padStart(7)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}`,
    );
  const flows = collector.spans().filter((s) => s.name === 'flow AGENTFLOW').length;
  const expected = 30 + ROUNDS * RUNS;
  console.log(
    `traced/untraced: throughput ${(on.perSecond / base.perSecond).toFixed(2)}x, p50 ${(on.p50 / base.p50).toFixed(2)}x, ` +
      `p99 ${(on.p99 / base.p99).toFixed(2)}x; the collector received ${collector.spans().length} spans ` +
      `(${flows} of ${expected} flow runs) in ${collector.requests.length} requests`,
  );
  if (flows !== expected) throw new Error(`the collector received ${flows} flow spans, expected ${expected}`);
} finally {
  await Promise.all([plain.app.close(), traced.app.close()]);
  await Promise.all([llm.close(), collector.close()]);
  await rm(dataDir, { recursive: true, force: true });
}
