/**
 * Issue 16, lists. (1) Every server-paged list (tests/api/listSeeds.ts): GET ?page=1&limit=20 with
 * 20 rows in the workspace against 2,000, over HTTP on PGlite (ratio 1.0x: a page's cost does not
 * grow with the workspace). (2) The flows list with flow data (what the peer's clients ask for),
 * 2,000 flows of ~12 KB: the naive path (read every row, JSON.stringify the array, the bytes to
 * send: what the route did before) against the served path (serialised flows, listFlowsJson) in the same process, and
 * the route over HTTP without compression. Prints means and ratios.
 * Run: npx tsx bench/lists.ts [runs]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { flowJsonCacheOf } from '../plugins/flows/server/FlowJsonCache.ts';
import { listFlows } from '../plugins/flows/server/flowStore.ts';
import { listFlowsJson } from '../plugins/flows/server/listFlowsJson.ts';
import { LIST_SEEDS, PAGED_LISTS } from '../tests/api/listSeeds.ts';
import { startBenchServer } from './benchServer.ts';
import { addBenchFlows, signInBench } from './flowsBench.ts';

const RUNS = Number(process.argv[2] ?? 30);

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-lists-'));
const database = await openPGlite({ dataDir: join(dataDir, 'db') });
const { app, url } = await startBenchServer(database, dataDir, { PLATFORM_TYPE: 'enterprise' });
const db = app.brains.db;

async function mean(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const t = performance.now();
  for (let i = 0; i < runs; i++) await run();
  return (performance.now() - t) / runs;
}

const fmt = (ms: number) => `${ms.toFixed(2).padStart(9)} ms`;

try {
  const cookie = await signInBench(url);
  const get = async (path: string) => {
    const res = await fetch(`${url}/api/v1${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.arrayBuffer();
  };
  const [flowId] = await addBenchFlows(db, 'default', 1);

  console.log(`lists, page 1 of 20 over HTTP (PGlite), mean of ${RUNS}: 20 rows, 2,000 rows, ratio`);
  for (const [path, table] of PAGED_LISTS) {
    const seed = LIST_SEEDS[table];
    if (!seed || !flowId) continue;
    const paged = `${path(flowId)}?page=1&limit=20`;
    await seed(20, flowId).execute(db);
    const small = await mean(() => get(paged));
    await seed(1980, flowId).execute(db);
    const large = await mean(() => get(paged));
    console.log(
      `${path(flowId).slice(0, 30).padEnd(30)} ${fmt(small)} ${fmt(large)} ${(large / small).toFixed(2).padStart(7)}x`,
    );
  }

  await addBenchFlows(db, 'default', 1999);
  const cache = flowJsonCacheOf(app.brains.database.tableWrites);
  const naive = async () =>
    Buffer.from(JSON.stringify((await listFlows(db, 'default', { includeFlowData: true })).flows)).length;
  const served = async () => (await listFlowsJson(db, cache, 'default')).json.length;
  const kb = Math.round((await naive()) / 1024);
  const runs = Math.max(5, Math.round(RUNS / 3));
  // Interleaved rounds, so both paths meet the same moments of a busy machine.
  let naiveMs = 0;
  let servedMs = 0;
  let httpMs = 0;
  for (let round = 0; round < 3; round++) {
    naiveMs += await mean(naive, runs);
    servedMs += await mean(served, runs);
    httpMs += await mean(() => get('/chatflows?includeFlowData=true'), runs);
  }
  console.log(`\nflows list with flow data, 2,000 flows (${kb} KB), mean of ${runs * 3}:`);
  console.log(`naive: read rows + JSON.stringify     ${fmt(naiveMs / 3)}   1.00x`);
  console.log(
    `served from serialised flows          ${fmt(servedMs / 3)} ${(naiveMs / servedMs).toFixed(2).padStart(6)}x faster`,
  );
  console.log(
    `the route over HTTP (no compression)  ${fmt(httpMs / 3)} ${(naiveMs / httpMs).toFixed(2).padStart(6)}x vs naive in-process`,
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
