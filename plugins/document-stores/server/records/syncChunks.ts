import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { planChunkSync } from '../../common/planChunkSync.ts';
import { ChunkStager, type StagedChunks } from './ChunkStager.ts';

export interface SyncResult {
  added: number;
  kept: number;
  removed: number;
  totalChunks: number;
  totalChars: number;
}

export interface SyncTarget {
  workspaceId: string;
  storeId: string;
  loaderId: string;
}

const BATCH = 500;

function batches<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += BATCH) out.push(list.slice(i, i + BATCH));
  return out;
}

/**
 * The record manager: makes the loader's stored chunks equal to a staged run's, in one transaction.
 * Unchanged chunks (same content hash) keep their row and id (and so their vectors), new ones are
 * copied in from the staging table, vanished ones deleted; the loader's totals are updated. The
 * chunks' text moves inside the database only. Nothing changes on failure.
 */
export async function syncStagedChunks(
  db: Kysely<Database>,
  target: SyncTarget,
  staged: StagedChunks,
): Promise<SyncResult> {
  const { runId, hashes, totalChars } = staged;
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('document_store_chunk')
      .select(['id', 'chunk_no', 'content_hash'])
      .where('loader_id', '=', target.loaderId)
      .execute();
    const plan = planChunkSync(
      stored.map((s) => ({ id: s.id, chunkNo: Number(s.chunk_no), hash: s.content_hash })),
      hashes,
    );
    for (const ids of batches(plan.remove))
      await trx.deleteFrom('document_store_chunk').where('id', 'in', ids).execute();
    // Kept chunks follow the new order and metadata (line numbers move when text above changes).
    for (const list of batches(plan.keep)) {
      const values = sql.join(list.map((k) => sql`(${k.id}, ${k.chunkNo}::integer)`));
      await sql`update document_store_chunk as c set chunk_no = v.no, metadata = s.metadata, updated_date = now()
        from (values ${values}) as v(id, no)
        join document_store_chunk_staging s on s.run_id = ${runId} and s.chunk_no = v.no
        where c.id = v.id and (c.chunk_no <> v.no or c.metadata <> s.metadata)`.execute(trx);
    }
    for (const positions of batches(plan.insert))
      await sql`insert into document_store_chunk
          (id, store_id, loader_id, workspace_id, chunk_no, page_content, metadata, content_hash)
        select gen_random_uuid()::text, ${target.storeId}, ${target.loaderId}, ${target.workspaceId},
          s.chunk_no, s.page_content, s.metadata, s.content_hash
        from document_store_chunk_staging s
        where s.run_id = ${runId} and s.chunk_no in (${sql.join(positions)})`.execute(trx);
    await trx.deleteFrom('document_store_chunk_staging').where('run_id', '=', runId).execute();
    await trx
      .updateTable('document_store_loader')
      .set({
        total_chunks: hashes.length,
        total_chars: totalChars,
        status: 'SYNC',
        error: null,
        updated_date: new Date(),
      })
      .where('id', '=', target.loaderId)
      .execute();
    return {
      added: plan.insert.length,
      kept: plan.keep.length,
      removed: plan.remove.length,
      totalChunks: hashes.length,
      totalChars,
    };
  });
}

/** syncStagedChunks for chunks already in memory (small lists: edits, tests). */
export async function syncChunks(
  db: Kysely<Database>,
  target: SyncTarget,
  chunks: LoadedDocument[],
): Promise<SyncResult> {
  const stager = new ChunkStager(db, target.loaderId);
  try {
    await stager.add(chunks);
    return await syncStagedChunks(db, target, await stager.finish());
  } finally {
    await stager.discard();
  }
}
