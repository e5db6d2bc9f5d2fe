/**
 * Prediction throughput with an instant model, against the physical floor measured in the same
 * run: a bare Fastify route that calls the same model server with the same ai SDK provider
 * (generateText) and answers the text. Ours: POST /api/v1/prediction/:id (not streamed) on a
 * Start -> LLM agent flow, the real server on PGlite (execution record, chat messages). For 1, 4
 * and 16 clients each sending predictions back to back, both sides alternate (floor, ours, twice);
 * the table gives predictions/s, the process's CPU ms per prediction (process.cpuUsage: every
 * thread, so the PGlite worker, the model server and the clients, which both sides share) and the
 * difference: what our server and engine cost beyond the model call. Statements and commits per
 * prediction come from the driver (QueryCounter), and trips: messages to the PGlite thread.
 * Run: npx tsx bench/prediction-throughput.ts [predictions per measure] [--profile]
 *   --profile: instead, a CPU profile (node:inspector) of our side alone at 4 clients, written to the
 *   working folder.
 */
import { writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import Fastify from 'fastify';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { QueryCounter } from '../host/server/db/QueryCounter.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';

const args = process.argv.slice(2);
const PROFILE = args.includes('--profile');
const PER_MEASURE = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
const CLIENTS = [1, 4, 16];
const ANSWER = 'an instant answer';

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-throughput-'));
const counter = new QueryCounter();
const [llm, database] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: ANSWER }) }),
  openPGlite({ dataDir: join(dataDir, 'db'), counter }),
]);
const { app, url } = await startBenchServer(database, dataDir);
const flowId = await insertLlmFlow(app.brains.db, llm.baseURL, 'throughput bench');

// The floor: the same model server, provider and SDK call behind one Fastify route.
const bare = Fastify();
const model = createOpenAICompatible({ name: 'bench', baseURL: llm.baseURL }).chatModel('bench-model');
bare.post<{ Body: { question: string } }>('/predict', async (req) => {
  const result = await generateText({ model, prompt: req.body.question, maxRetries: 0 });
  return { text: result.text };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;

async function post(target: string, body: unknown): Promise<void> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { text?: string };
  if (res.status !== 200 || answer.text !== ANSWER)
    throw new Error(`status ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
}

const ours = (i: number) =>
  post(`${url}/api/v1/prediction/${flowId}`, { question: `q${i}`, chatId: `c${i}` });
const floor = (i: number) => post(`${bareUrl}/predict`, { question: `q${i}` });

/** `clients` loops sending `total` predictions between them; predictions/s and CPU ms each. */
async function measure(send: (i: number) => Promise<void>, clients: number, total: number) {
  let next = 0;
  const cpu = process.cpuUsage();
  const t = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) await send(next++);
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: total / seconds, cpuMs: (used.user + used.system) / 1000 / total };
}

const session = PROFILE ? new Session() : undefined;
try {
  for (let i = 0; i < 30; i++) await Promise.all([ours(-i), floor(-i)]); // warm-up: JIT, pools, modules
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
    process.exitCode = 0;
  }
  if (!session)
    console.log(`prediction throughput, instant model, ${PER_MEASURE} predictions a measure (best of 2)`);
  if (!session)
    console.log(
      'clients | floor pred/s | ours pred/s | ratio | floor CPU ms | ours CPU ms | ours - floor | stmts | commits | trips',
    );
  for (const clients of session ? [] : CLIENTS) {
    const f: { perSecond: number; cpuMs: number }[] = [];
    const o: { perSecond: number; cpuMs: number }[] = [];
    let counts = counter.snapshot();
    for (let round = 0; round < 2; round++) {
      f.push(await measure(floor, clients, PER_MEASURE));
      counter.reset();
      o.push(await measure(ours, clients, PER_MEASURE));
      counts = counter.snapshot();
    }
    const best = (xs: typeof f) => ({
      perSecond: Math.max(...xs.map((x) => x.perSecond)),
      cpuMs: Math.min(...xs.map((x) => x.cpuMs)),
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
        (counts.statements / PER_MEASURE).toFixed(1).padStart(5),
        (counts.commits / PER_MEASURE).toFixed(1).padStart(7),
        (counts.roundTrips / PER_MEASURE).toFixed(1).padStart(5),
      ].join(' | '),
    );
  }
} finally {
  session?.disconnect();
  await bare.close();
  await app.close();
  await Promise.all([database.close(), llm.close()]);
  await rm(dataDir, { recursive: true, force: true });
}
