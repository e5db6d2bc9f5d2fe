/**
 * Lists page on the server: GET /api/v1/chatflows?page=1&limit=20 (what the flows page asks for)
 * in a workspace of 20 flows against one of `many` (default 2,000), and the whole list with each
 * flow's data (what the peer's clients ask for) in both, over HTTP on the embedded database. Each
 * flow carries a realistic ~12 KB of flow data. Prints mean ms per request and the ratios
 * many/20 (1.0x for the paged request: its cost does not grow with the workspace).
 * Run: npx tsx bench/flows-list.ts [many] [runs]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { startBenchServer } from './benchServer.ts';
import { addBenchFlows, signInBench } from './flowsBench.ts';

const MANY = Number(process.argv[2] ?? 2_000);
const RUNS = Number(process.argv[3] ?? 50);

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-list-'));
const database = await openPGlite({ dataDir: join(dataDir, 'db') });
const { app, url } = await startBenchServer(database, dataDir);
const db = app.brains.db;

const addFlows = (workspaceId: string, count: number) => addBenchFlows(db, workspaceId, count);
const cookie = await signInBench(url);

async function mean(path: string): Promise<{ ms: number; kb: number }> {
  const headers = { cookie };
  let kb = 0;
  for (let i = 0; i < 3; i++)
    kb = (await (await fetch(`${url}${path}`, { headers })).arrayBuffer()).byteLength / 1024;
  const t = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const res = await fetch(`${url}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  return { ms: (performance.now() - t) / RUNS, kb };
}

try {
  await addFlows('default', 20);
  const paged = '/api/v1/chatflows?page=1&limit=20';
  const full = '/api/v1/chatflows?includeFlowData=true';
  const small = { paged: await mean(paged), full: await mean(full) };
  await addFlows('default', MANY - 20);
  const large = { paged: await mean(paged), full: await mean(full) };
  const row = (label: string, a: { ms: number; kb: number }, b: { ms: number; kb: number }) =>
    `${label.padEnd(34)} ${a.ms.toFixed(2).padStart(9)} ms ${b.ms.toFixed(2).padStart(9)} ms ${(b.ms / a.ms).toFixed(2).padStart(7)}x   (${Math.round(a.kb)} / ${Math.round(b.kb)} KB)`;
  console.log(`flows list over HTTP, PGlite, mean of ${RUNS}: 20 flows, ${MANY} flows, ratio`);
  console.log(row('page 1 of 20, summaries', small.paged, large.paged));
  console.log(row('every flow with its flow data', small.full, large.full));
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
