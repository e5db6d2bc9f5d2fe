import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { planChunkSync } from '../../common/planChunkSync.ts';
import { contentHash } from './contentHash.ts';

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
 * The record manager: makes the loader's stored chunks equal to `chunks` in one transaction.
 * Unchanged chunks (same content hash) keep their row and id (and so their vectors), new ones are
 * inserted, vanished ones deleted; the loader's totals are updated. Nothing changes on failure.
 */
export async function syncChunks(
  db: Kysely<Database>,
  target: SyncTarget,
  chunks: LoadedDocument[],
): Promise<SyncResult> {
  const hashes = chunks.map((c) => contentHash(c.pageContent, c.metadata));
  const totalChars = chunks.reduce((n, c) => n + c.pageContent.length, 0);
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('document_store_chunk')
      .select(['id', 'chunk_no', 'content_hash', 'metadata'])
      .where('loader_id', '=', target.loaderId)
      .execute();
    const plan = planChunkSync(
      stored.map((s) => ({ id: s.id, chunkNo: Number(s.chunk_no), hash: s.content_hash })),
      hashes,
    );
    for (const ids of batches(plan.remove))
      await trx.deleteFrom('document_store_chunk').where('id', 'in', ids).execute();
    // Kept chunks that moved, or whose line numbers (loc) changed: order and metadata follow.
    const oldMetadata = new Map(stored.map((s) => [s.id, s.metadata]));
    const touched = plan.keep
      .map((k) => ({ ...k, metadata: JSON.stringify((chunks[k.chunkNo] as LoadedDocument).metadata) }))
      .filter((k) => k.moved || oldMetadata.get(k.id) !== k.metadata);
    for (const list of batches(touched)) {
      const values = sql.join(list.map((k) => sql`(${k.id}, ${k.chunkNo}::integer, ${k.metadata})`));
      await sql`update document_store_chunk as c set chunk_no = v.no, metadata = v.metadata
        from (values ${values}) as v(id, no, metadata) where c.id = v.id`.execute(trx);
    }
    const now = new Date();
    for (const positions of batches(plan.insert))
      await trx
        .insertInto('document_store_chunk')
        .values(
          positions.map((i) => ({
            id: randomUUID(),
            store_id: target.storeId,
            loader_id: target.loaderId,
            workspace_id: target.workspaceId,
            chunk_no: i,
            page_content: (chunks[i] as LoadedDocument).pageContent,
            metadata: JSON.stringify((chunks[i] as LoadedDocument).metadata),
            content_hash: hashes[i] as string,
            created_date: now,
            updated_date: now,
          })),
        )
        .execute();
    await trx
      .updateTable('document_store_loader')
      .set({
        total_chunks: chunks.length,
        total_chars: totalChars,
        status: 'SYNC',
        error: null,
        updated_date: now,
      })
      .where('id', '=', target.loaderId)
      .execute();
    return {
      added: plan.insert.length,
      kept: plan.keep.length,
      removed: plan.remove.length,
      totalChunks: chunks.length,
      totalChars,
    };
  });
}
