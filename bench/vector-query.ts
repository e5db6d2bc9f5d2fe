/**
 * Document-store retrieval: top-5 query latency (p50, p99) on PGlite at 10k and 100k chunks,
 * through the store's own query (pgvector HNSW, cosine) against an exact scan of the same table
 * (the index turned off), with the HNSW answers' recall of the exact top 5. Vectors are random
 * around 50 centres (real embeddings cluster too), `dims` long.
 * Run: npx tsx bench/vector-query.ts [dims] [queries]
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hostMigrations } from '../host/server/db/hostMigrations.ts';
import { runMigrations } from '../host/server/db/migrations.ts';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { documentStoreMigrations } from '../plugins/document-stores/server/migrations.ts';
import { sqlVectorStore } from '../plugins/document-stores/server/vectors/sqlVectorStore.ts';
import { vectorMigrations } from '../plugins/document-stores/server/vectors/vectorMigrations.ts';
import { insertChunks } from '../tests/api/documentStores/insertChunks.ts';

const dims = Number(process.argv[2] ?? 384);
const queries = Number(process.argv[3] ?? 200);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const CENTRES = 50;

const { db, close } = await openPGlite();
await runMigrations(db, [
  { plugin: 'host', migrations: hostMigrations },
  { plugin: 'document-stores', migrations: [...documentStoreMigrations, ...vectorMigrations] },
]);
const store = sqlVectorStore('pgvector');
const workspaceId = 'bench';
/** A store row of the bench workspace; returns its id. */
async function addStore(name: string) {
  const id = randomUUID();
  await db
    .insertInto('document_store')
    .values({
      id,
      workspace_id: workspaceId,
      name,
      status: 'UPSERTED',
      description: null,
      embedding_config: null,
      vector_store_config: null,
      record_manager_config: null,
    })
    .execute();
  return id;
}
const storeId = await addStore('bench');
// a second store of the same length, so the store filter has something to filter out
await addStore('other');
// the loader the chunks belong to; fill() below writes the chunks themselves, in SQL
const { loaderId } = await insertChunks(db, storeId, workspaceId, []);

const random = () => Math.random() - 0.5;
const centres = Array.from({ length: CENTRES }, () => Array.from({ length: dims }, random));
const nearCentre = () => {
  const c = centres[Math.floor(Math.random() * CENTRES)] as number[];
  return c.map((x) => x + random() * 0.6);
};
await sql`create temp table centre (n int primary key, v real[])`.execute(db);
for (const [n, v] of centres.entries())
  await sql`insert into centre values (${n}, ${`{${v.join(',')}}`}::real[])`.execute(db);

/** Adds chunks and their vectors (centre + noise, made in SQL) until the store holds `total`. */
async function fill(from: number, total: number) {
  const step = 5_000;
  for (let start = from; start < total; start += step) {
    const count = Math.min(step, total - start);
    await sql`
      insert into document_store_chunk (id, store_id, loader_id, workspace_id, chunk_no, page_content, metadata, content_hash)
      select gen_random_uuid()::text, ${storeId}, ${loaderId}, ${workspaceId}, ${start} + g, 'chunk ' || (${start} + g), '{}', md5(g::text)
      from generate_series(0, ${count - 1}) g`.execute(db);
    await sql`
      insert into document_store_vector (chunk_id, store_id, workspace_id, content_hash, embedding_key, dims, embedding)
      select c.id, c.store_id, c.workspace_id, c.content_hash, 'bench', ${dims},
        (select array_agg(x + (random() - 0.5) * 0.6 order by i)::vector
           from unnest((select v from centre where n = (c.chunk_no * 7919) % ${CENTRES})) with ordinality as t(x, i))
      from document_store_chunk c where c.store_id = ${storeId} and c.chunk_no >= ${start} and c.chunk_no < ${start + count}`.execute(
      db,
    );
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(exact: boolean, vectors: number[][]) {
  const times: number[] = [];
  const answers: string[][] = [];
  for (const vector of vectors) {
    const t = performance.now();
    const r = await store.query(db, { storeId, workspaceId, vector, topK: 5, exact });
    times.push(performance.now() - t);
    answers.push(r.map((m) => m.chunkId));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), answers };
}

let have = 0;
console.log(`vectors of ${dims} numbers around ${CENTRES} centres, ${queries} top-5 queries per measure`);
for (const size of SIZES) {
  let t = performance.now();
  await sql`drop index if exists ${sql.raw(`document_store_vector_hnsw_${dims}`)}`.execute(db);
  await fill(have, size);
  have = size;
  const fillMs = performance.now() - t;
  t = performance.now();
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  await sql`create index ${sql.raw(`document_store_vector_hnsw_${dims}`)} on document_store_vector
    using hnsw ((embedding::vector(${sql.raw(String(dims))})) vector_cosine_ops) where dims = ${sql.raw(String(dims))}`.execute(
    db,
  );
  const indexMs = performance.now() - t;
  await sql`analyze document_store_vector`.execute(db);
  const vectors = Array.from({ length: queries }, nearCentre);
  if (process.env.BENCH_EXPLAIN) {
    const v = `[${(vectors[0] as number[]).join(',')}]`;
    const d = sql.raw(String(dims));
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain analyze select chunk_id from document_store_vector
      where dims = ${d} and store_id = ${storeId} and workspace_id = ${workspaceId} and pending_job is null
      order by embedding::vector(${d}) <=> ${v}::vector(${d}) limit 5`.execute(db);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  // warm up both paths
  await measure(false, vectors.slice(0, 10));
  await measure(true, vectors.slice(0, 3));
  const hnsw = await measure(false, vectors);
  const exactCount = Math.max(20, Math.round(queries / 4));
  const exact = await measure(true, vectors.slice(0, exactCount));
  let hits = 0;
  for (const [i, want] of exact.answers.entries())
    hits += want.filter((id) => hnsw.answers[i]?.includes(id)).length;
  const recall = hits / (exact.answers.length * 5);
  console.log(
    `${size.toLocaleString('en')} chunks: HNSW p50 ${hnsw.p50.toFixed(1)} ms, p99 ${hnsw.p99.toFixed(1)} ms | exact scan p50 ${exact.p50.toFixed(1)} ms, p99 ${exact.p99.toFixed(1)} ms (${exactCount} queries) | exact/HNSW p50 ${(exact.p50 / hnsw.p50).toFixed(1)}x | recall@5 ${(recall * 100).toFixed(1)}% | fill ${(fillMs / 1000).toFixed(1)} s, index build ${(indexMs / 1000).toFixed(1)} s`,
  );
}
await close();
