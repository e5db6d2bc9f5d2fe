/**
 * Prediction throughput with an instant model, against the physical floor measured in the same
 * run: a bare Fastify route that calls the same model server with the same ai SDK provider
 * (generateText) and answers the text. Ours: POST /api/v1/prediction/:id (not streamed) on a
 * Start -> LLM agent flow, the real server on PGlite (on its thread), or on PostgreSQL with
 * DATABASE_URL (a scratch database made and dropped here). The model server and the clients run
 * in a child process (predictionLoad.ts), so the CPU figures are the server's alone: for 1, 4 and
 * 16 clients sending predictions back to back, both sides alternate (floor, ours, twice); the
 * table gives predictions/s, CPU ms per prediction (this process, plus the PostgreSQL backends'
 * on PostgreSQL) and the difference: what our server, engine and database cost beyond the model
 * call. `main` is the event loop's thread, `db` the PGlite thread or the PostgreSQL backends (from
 * /proc, 10 ms ticks). Statements and commits per prediction come from the driver (QueryCounter),
 * and trips: messages to the PGlite thread.
 * Run: [DATABASE_URL=...] npx tsx bench/prediction-throughput.ts [predictions per measure] [--profile]
 *   --profile: instead, a CPU profile (node:inspector) of our side alone at 4 clients, written to the
 *   working folder (PGLITE_THREAD=main puts PGlite on the profiled thread).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import Fastify from 'fastify';
import { type DatabaseHandle, openPGlite, openPostgres } from '../host/server/db/openDatabase.ts';
import { pgliteThreadMode } from '../host/server/db/pgliteThreadMode.ts';
import { QueryCounter } from '../host/server/db/QueryCounter.ts';
import { createScratchDatabase, type ScratchDatabase } from '../host/server/db/scratchDatabase.ts';
import { PGliteThread } from '../host/server/db/thread/PGliteThread.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';
import type { PredictionLoadMessage, PredictionLoadReply } from './predictionLoad.ts';
import { processCpuMs, threadCpuMs } from './threadCpu.ts';

const args = process.argv.slice(2);
const PROFILE = args.includes('--profile');
const PER_MEASURE = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
const CLIENTS = [1, 4, 16];
const POSTGRES = process.env.DATABASE_URL;

const load: ChildProcess = fork(join(import.meta.dirname, 'predictionLoad.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const replies: ((r: PredictionLoadReply) => void)[] = [];
load.on('message', (r: PredictionLoadReply) => replies.shift()?.(r));
const nextReply = () => new Promise<PredictionLoadReply>((resolve) => replies.push(resolve));
const modelReply = await nextReply();
if (modelReply.type !== 'model') throw new Error('the load process did not start its model server');

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-throughput-'));
const counter = new QueryCounter();
let database: DatabaseHandle;
let scratch: ScratchDatabase | undefined;
let dbThread: number | undefined;
if (POSTGRES) {
  scratch = await createScratchDatabase(POSTGRES, 'bs_bench');
  database = await openPostgres(scratch.url, undefined, { counter });
} else {
  await mkdir(join(dataDir, 'db'));
  const started =
    pgliteThreadMode() === 'worker' ? new PGliteThread({ dataDir: join(dataDir, 'db') }) : undefined;
  database = await openPGlite({ dataDir: join(dataDir, 'db'), counter, ...(started ? { started } : {}) });
  dbThread = started?.osThreadId;
}
const { app, url } = await startBenchServer(database, dataDir);
const flowId = await insertLlmFlow(app.brains.db, modelReply.baseURL, 'throughput bench');

// The floor: the same model server, provider and SDK call behind one Fastify route.
const bare = Fastify();
const model = createOpenAICompatible({ name: 'bench', baseURL: modelReply.baseURL }).chatModel('bench-model');
bare.post<{ Body: { question: string } }>('/predict', async (req) => {
  const result = await generateText({ model, prompt: req.body.question, maxRetries: 0 });
  return { text: result.text };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;

const ours = { target: `${url}/api/v1/prediction/${flowId}`, chat: true };
const floor = { target: `${bareUrl}/predict`, chat: false };

/** The PostgreSQL backends serving this database now (the one asking too: it also serves predictions). */
async function backendPids(): Promise<number[]> {
  if (!scratch) return [];
  const { sql } = await import('kysely');
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = ${scratch.name}`.execute(app.brains.db);
  return rows.map((r) => r.pid);
}

interface Measured {
  perSecond: number;
  /** Per prediction: all of it, the main thread's, the database's (PGlite thread or backends). */
  cpuMs: number;
  mainMs: number;
  dbMs: number;
}

let first = 0;
/** `clients` loops in the load process sending `total` predictions to `side`. */
async function measure(side: typeof ours, clients: number, total: number): Promise<Measured> {
  const pids = await backendPids();
  const dbBefore = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  const threadBefore = dbThread ? threadCpuMs(dbThread) : 0;
  const mainBefore = threadCpuMs(process.pid);
  const cpu = process.cpuUsage();
  const reply = nextReply();
  load.send({ type: 'measure', ...side, clients, total, first } satisfies PredictionLoadMessage);
  first += total;
  const r = await reply;
  if (r.type !== 'measured') throw new Error(r.type === 'failed' ? r.message : 'no measure');
  const used = process.cpuUsage(cpu);
  const mainMs = threadCpuMs(process.pid) - mainBefore;
  let dbMs = dbThread ? threadCpuMs(dbThread) - threadBefore : 0;
  for (const pid of new Set([...pids, ...(await backendPids())])) {
    // A backend the pool closed while idle during the measure reads 0: its last ticks are unknown.
    const after = processCpuMs(pid);
    if (after > 0) dbMs += after - (dbBefore.get(pid) ?? 0);
  }
  const processMs = (used.user + used.system) / 1000;
  const outside = scratch ? dbMs : 0; // PostgreSQL's backends are other processes
  return {
    perSecond: total / r.seconds,
    cpuMs: (processMs + outside) / total,
    mainMs: mainMs / total,
    dbMs: dbMs / total,
  };
}

const session = PROFILE ? new Session() : undefined;
try {
  for (let i = 0; i < 3; i++) await Promise.all([measure(ours, 10, 10), measure(floor, 10, 10)]); // warm-up
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const m = await measure(ours, 4, PER_MEASURE);
    const { profile } = await session.post('Profiler.stop');
    const file = `prediction-throughput-${Date.now()}.cpuprofile`;
    await writeFile(file, JSON.stringify(profile));
    console.log(
      `ours, 4 clients: ${m.perSecond.toFixed(0)} pred/s, ${m.cpuMs.toFixed(2)} CPU ms each; profile: ${file}`,
    );
  } else {
    const where = POSTGRES ? 'PostgreSQL' : `PGlite (${dbThread ? 'its thread' : 'main thread'})`;
    console.log(
      `prediction throughput, instant model, ${where}, ${PER_MEASURE} predictions a measure (best of 2)`,
    );
    console.log(
      'clients | floor pred/s | ours pred/s | ratio | floor CPU ms | ours CPU ms | ours - floor | main | db | stmts | commits | trips',
    );
  }
  for (const clients of session ? [] : CLIENTS) {
    const f: Measured[] = [];
    const o: Measured[] = [];
    let counts = counter.snapshot();
    for (let round = 0; round < 2; round++) {
      f.push(await measure(floor, clients, PER_MEASURE));
      counter.reset();
      o.push(await measure(ours, clients, PER_MEASURE));
      counts = counter.snapshot();
    }
    const best = (xs: Measured[]) => ({
      ...xs.reduce((a, b) => (b.cpuMs < a.cpuMs ? b : a)),
      perSecond: Math.max(...xs.map((x) => x.perSecond)),
    });
    const fb = best(f);
    const ob = best(o);
    console.log(
      [
        String(clients).padStart(7),
        fb.perSecond.toFixed(0).padStart(12),
        ob.perSecond.toFixed(0).padStart(11),
        `${(ob.perSecond / fb.perSecond).toFixed(2)}x`.padStart(5),
        fb.cpuMs.toFixed(2).padStart(12),
        ob.cpuMs.toFixed(2).padStart(11),
        `+${(ob.cpuMs - fb.cpuMs).toFixed(2)}`.padStart(12),
        ob.mainMs.toFixed(2).padStart(4),
        ob.dbMs.toFixed(2).padStart(2),
        (counts.statements / PER_MEASURE).toFixed(1).padStart(5),
        (counts.commits / PER_MEASURE).toFixed(1).padStart(7),
        (counts.roundTrips / PER_MEASURE).toFixed(1).padStart(5),
      ].join(' | '),
    );
  }
} finally {
  session?.disconnect();
  load.send({ type: 'close' } satisfies PredictionLoadMessage);
  await bare.close();
  await app.close();
  await database.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
