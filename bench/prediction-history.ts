/**
 * Does a prediction cost more as its flow's history grows? Two Start -> LLM flows on the instant
 * OpenAI-compatible test server, in the same embedded database: one with 10 earlier executions and
 * chat messages, one with `history` (default 10,000), half of them in the session the benchmark
 * runs in. Each flow answers `runs` sequential predictions; the table gives the mean time per
 * prediction, the statements and commits each sent (QueryCounter), and the ratio large/small
 * (1.0x: the cost does not grow with history). With DATABASE_URL set, the same on a scratch
 * database of that PostgreSQL server (where each commit is a disk flush).
 * Run: [DATABASE_URL=...] npx tsx bench/prediction-history.ts [history] [runs]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openPGlite, openPostgres } from '../host/server/db/openDatabase.ts';
import { QueryCounter } from '../host/server/db/QueryCounter.ts';
import { createScratchDatabase } from '../host/server/db/scratchDatabase.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { insertLlmFlow, startBenchServer } from './benchServer.ts';

const HISTORY = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 200);
const SESSION = 'bench-session';

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-history-'));
const counter = new QueryCounter();
const serverUrl = process.env.DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'bs_bench') : undefined;
const [llm, database] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: 'an instant answer' }) }),
  scratch
    ? openPostgres(scratch.url, undefined, { counter })
    : openPGlite({ dataDir: join(dataDir, 'db'), counter }),
]);
const { app, url } = await startBenchServer(database, dataDir);
const db = app.brains.db;

const createFlow = (name: string) => insertLlmFlow(db, llm.baseURL, name);

/** `runs` earlier executions and chat messages, every other one in the benchmark's session. */
async function addHistory(flowId: string, runs: number) {
  await sql`
    insert into execution (id, workspace_id, agentflow_id, session_id, state, execution_data, run_state, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, case when i % 2 = 0 then ${SESSION} else 'other-' || i end,
           'FINISHED', '[]', '{"state":{}}', now() - (i || ' seconds')::interval
    from generate_series(1, ${runs}) as i`.execute(db);
  await sql`
    insert into chat_message (id, workspace_id, chatflow_id, chat_id, session_id, role, content, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, ${SESSION}, case when i % 2 = 0 then ${SESSION} else 'other-' || i end,
           case when i % 2 = 0 then 'userMessage' else 'apiMessage' end, 'earlier message ' || i,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${runs}) as i`.execute(db);
  await sql`analyze`.execute(db);
}

async function predict(flowId: string) {
  const res = await fetch(`${url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'hello', chatId: SESSION }),
  });
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

async function measure(flowId: string) {
  for (let i = 0; i < 10; i++) await predict(flowId); // warm-up
  counter.reset();
  const t = performance.now();
  for (let i = 0; i < RUNS; i++) await predict(flowId);
  const ms = (performance.now() - t) / RUNS;
  const c = counter.snapshot();
  return { ms, statements: c.statements / RUNS, commits: c.commits / RUNS };
}

try {
  const small = await createFlow('10 earlier runs');
  const large = await createFlow(`${HISTORY} earlier runs`);
  await addHistory(small, 10);
  await addHistory(large, HISTORY);
  // Interleaved twice, so a machine busy in one half does not decide the ratio alone.
  const a1 = await measure(small);
  const b1 = await measure(large);
  const b2 = await measure(large);
  const a2 = await measure(small);
  const a = { ms: (a1.ms + a2.ms) / 2, statements: a1.statements, commits: a1.commits };
  const b = { ms: (b1.ms + b2.ms) / 2, statements: b1.statements, commits: b1.commits };
  const row = (label: string, r: typeof a) =>
    `${label.padEnd(28)} ${r.ms.toFixed(2).padStart(8)} ms ${r.statements.toFixed(1).padStart(6)} statements ${r.commits.toFixed(1).padStart(4)} commits`;
  console.log(
    `prediction (Start -> LLM, instant model, ${scratch ? 'PostgreSQL' : 'PGlite'}), ${RUNS} sequential runs per flow`,
  );
  console.log(row('10 earlier runs', a));
  console.log(row(`${HISTORY} earlier runs`, b));
  console.log(
    `ratio ${HISTORY} / 10: ${(b.ms / a.ms).toFixed(2)}x time, ${(b.statements / a.statements).toFixed(2)}x statements`,
  );
} finally {
  await app.close();
  await Promise.all([database.close(), llm.close()]);
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
