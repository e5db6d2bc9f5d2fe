import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { LoadedDocument } from '../common/documentTypes.ts';
import { findStoreRow } from './storeRows.ts';

/**
 * Every chunk of a store of the workspace as documents, in loader and chunk order: what a
 * chatflow's Document Store loader hands to a vector store or chain. 404 for another workspace's
 * store.
 */
export async function storeDocuments(
  db: Kysely<Database>,
  workspaceId: string,
  storeId: string,
): Promise<LoadedDocument[]> {
  await findStoreRow(db, workspaceId, storeId);
  const rows = await db
    .selectFrom('document_store_chunk')
    .select(['page_content', 'metadata'])
    .where('workspace_id', '=', workspaceId)
    .where('store_id', '=', storeId)
    .orderBy('loader_id')
    .orderBy('chunk_no')
    .execute();
  return rows.map((r) => {
    let metadata: Record<string, unknown> = {};
    try {
      metadata = JSON.parse(r.metadata);
    } catch {
      metadata = {};
    }
    return { pageContent: r.page_content, metadata };
  });
}
