import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { LiveVector, StagedVector, VectorMatch, VectorQuery, VectorStore } from './VectorStore.ts';
import './vectorTables.ts';

/** pgvector's HNSW indexes `vector` columns of at most 2,000 dimensions; longer ones are scanned. */
export const HNSW_MAX_DIMS = 2000;
const INSERT_BATCH = 500;

/** Unit length, so the portable scan's dot product is the cosine similarity. */
/** HNSW candidate list length for a query: at least 100, and twice topK for large ones. */
export function efSearch(topK: number): number {
  return Math.min(1000, Math.max(100, topK * 2));
}

export function normalize(v: readonly number[]): number[] {
  const norm = Math.hypot(...v);
  return norm > 0 ? v.map((x) => x / norm) : [...v];
}

const vectorLiteral = (v: readonly number[]) => `[${v.join(',')}]`;
const arrayLiteral = (v: readonly number[]) => `{${v.join(',')}}`;

function checkDims(dims: number): number {
  if (!Number.isInteger(dims) || dims < 1 || dims > 16_000) throw new Error(`Bad vector length ${dims}`);
  return dims;
}

/**
 * The built-in vector store in the app's database (table document_store_vector): `pgvector`
 * (cosine distance, a partial HNSW index per vector length) or `portable` (real[] and an exact
 * cosine scan in SQL, for PostgreSQL servers without the extension).
 */
export function sqlVectorStore(mode: 'pgvector' | 'portable'): VectorStore {
  const pg = mode === 'pgvector';
  const indexedDims = new Set<number>();

  async function ensureIndex(db: Kysely<Database>, dims: number) {
    if (!pg || dims > HNSW_MAX_DIMS || indexedDims.has(dims)) return;
    const d = sql.raw(String(checkDims(dims)));
    await sql`create index if not exists ${sql.raw(`document_store_vector_hnsw_${dims}`)}
      on document_store_vector using hnsw ((embedding::vector(${d})) vector_cosine_ops)
      where dims = ${d}`.execute(db);
    indexedDims.add(dims);
  }

  return {
    name: mode,
    indexed: pg,

    async stage(db, jobId, rows) {
      const dims = new Set(rows.map((r) => r.embedding.length));
      for (const d of dims) await ensureIndex(db, d);
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await db
          .insertInto('document_store_vector')
          .values(
            rows.slice(i, i + INSERT_BATCH).map((r: StagedVector) => ({
              chunk_id: r.chunkId,
              store_id: r.storeId,
              workspace_id: r.workspaceId,
              content_hash: r.contentHash,
              embedding_key: r.embeddingKey,
              dims: r.embedding.length,
              embedding: pg ? vectorLiteral(r.embedding) : arrayLiteral(normalize(r.embedding)),
              pending_job: jobId,
            })),
          )
          .execute();
      }
    },

    async swap(db, storeId, jobId, replaceAll) {
      return db.transaction().execute(async (trx) => {
        let old = trx
          .deleteFrom('document_store_vector')
          .where('store_id', '=', storeId)
          .where('pending_job', 'is', null);
        if (!replaceAll)
          old = old.where('chunk_id', 'in', (q) =>
            q.selectFrom('document_store_vector').select('chunk_id').where('pending_job', '=', jobId),
          );
        await old.execute();
        const made = await trx
          .updateTable('document_store_vector')
          .set({ pending_job: null })
          .where('pending_job', '=', jobId)
          .executeTakeFirst();
        return Number(made.numUpdatedRows);
      });
    },

    async discard(db, jobId) {
      await db.deleteFrom('document_store_vector').where('pending_job', '=', jobId).execute();
    },

    async sweep(db, storeId, jobId) {
      await db
        .deleteFrom('document_store_vector')
        .where('store_id', '=', storeId)
        .where('pending_job', 'is not', null)
        .where('pending_job', '!=', jobId)
        .execute();
    },

    async live(db, storeId) {
      const rows = await db
        .selectFrom('document_store_vector')
        .select(['chunk_id', 'content_hash', 'embedding_key', 'dims'])
        .where('store_id', '=', storeId)
        .where('pending_job', 'is', null)
        .execute();
      return new Map<string, LiveVector>(
        rows.map((r) => [
          r.chunk_id,
          { contentHash: r.content_hash, embeddingKey: r.embedding_key, dims: r.dims },
        ]),
      );
    },

    async query(db, q: VectorQuery): Promise<VectorMatch[]> {
      const dims = checkDims(q.vector.length);
      const topK = Math.max(1, Math.min(Math.trunc(q.topK), 1000));
      const d = sql.raw(String(dims));
      return db.transaction().execute(async (trx) => {
        let rows: { chunk_id: string; score: number }[];
        if (pg) {
          if (q.exact) await sql`set local enable_indexscan = off`.execute(trx);
          // keep scanning the index until topK rows of this store passed the filter (pgvector 0.8)
          else {
            await sql`set local hnsw.iterative_scan = relaxed_order`.execute(trx);
            // pgvector's default candidate list (40) found 87% of the exact top 5 at 100k chunks;
            // a longer one costs little time per query (bench/vector-query.ts)
            await sql`set local hnsw.ef_search = ${sql.raw(String(efSearch(topK)))}`.execute(trx);
          }
          const target = sql`${vectorLiteral(q.vector)}::vector(${d})`;
          rows = (
            await sql<{ chunk_id: string; score: number }>`
              select chunk_id, 1 - (embedding::vector(${d}) <=> ${target}) as score
              from document_store_vector
              where dims = ${d} and store_id = ${q.storeId} and workspace_id = ${q.workspaceId}
                and pending_job is null
              order by embedding::vector(${d}) <=> ${target}
              limit ${topK}`.execute(trx)
          ).rows;
        } else {
          const target = arrayLiteral(normalize(q.vector));
          rows = (
            await sql<{ chunk_id: string; score: number }>`
              select chunk_id, s.score from document_store_vector v,
                lateral (select sum(a * b)::float8 as score
                         from unnest(v.embedding, ${target}::real[]) as t(a, b)) s
              where dims = ${d} and store_id = ${q.storeId} and workspace_id = ${q.workspaceId}
                and pending_job is null
              order by s.score desc
              limit ${topK}`.execute(trx)
          ).rows;
        }
        // relaxed_order may return neighbours slightly out of order
        return rows
          .map((r) => ({ chunkId: r.chunk_id, score: Number(r.score) }))
          .sort((a, b) => b.score - a.score);
      });
    },

    async vectors(db, chunkIds) {
      if (!chunkIds.length) return new Map();
      const rows = await db
        .selectFrom('document_store_vector')
        .select(['chunk_id', sql<string>`embedding::text`.as('text')])
        .where('chunk_id', 'in', chunkIds)
        .where('pending_job', 'is', null)
        .execute();
      // '[1,2]' (vector) or '{1,2}' (real[])
      return new Map(rows.map((r) => [r.chunk_id, r.text.slice(1, -1).split(',').map(Number)]));
    },

    async clear(db, storeId, workspaceId) {
      const r = await db
        .deleteFrom('document_store_vector')
        .where('store_id', '=', storeId)
        .where('workspace_id', '=', workspaceId)
        .where('pending_job', 'is', null)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
