import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { toStores } from '../storeRows.ts';

type Item = Record<string, unknown>;

/** Loader config values that may hold secrets: an API loader's header values are blanked. */
function exportLoaderConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out = { ...config };
  const headers = out.headers;
  let parsed: unknown = headers;
  if (typeof headers === 'string' && headers.trim()) {
    try {
      parsed = JSON.parse(headers);
    } catch {
      parsed = undefined;
    }
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
    out.headers = Object.fromEntries(Object.keys(parsed).map((k) => [k, '']));
  else if (headers !== undefined) out.headers = '';
  return out;
}

/**
 * The workspace's stores and chunks as the peer's export sets: DocumentStore (loaders and configs
 * as JSON text, no workspaceId, API loaders' header values blanked) and DocumentStoreFileChunk
 * (docId = the loader). Uploaded file bytes and vectors are not exported: chunks carry the text,
 * and vectors are embedded again on demand after an import.
 */
export async function exportDocumentStores(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<{ DocumentStore: Item[]; DocumentStoreFileChunk: Item[] }> {
  const rows = await db
    .selectFrom('document_store')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_date')
    .execute();
  const stores = await toStores(db, rows);
  const DocumentStore = stores.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    status: s.status,
    loaders: JSON.stringify(
      s.loaders.map((l) => ({
        id: l.id,
        loaderId: l.loaderId,
        loaderName: l.loaderName,
        loaderConfig: exportLoaderConfig(l.loaderConfig),
        splitterId: l.splitterId,
        splitterName: l.splitterName,
        splitterConfig: l.splitterConfig,
        totalChunks: l.totalChunks,
        totalChars: l.totalChars,
        status: l.status,
        source: l.source,
        files: l.files,
      })),
    ),
    whereUsed: JSON.stringify(s.whereUsed.map((w) => w.id)),
    vectorStoreConfig: s.vectorStoreConfig ? JSON.stringify(s.vectorStoreConfig) : null,
    embeddingConfig: s.embeddingConfig ? JSON.stringify(s.embeddingConfig) : null,
    recordManagerConfig: s.recordManagerConfig ? JSON.stringify(s.recordManagerConfig) : null,
    createdDate: s.createdDate,
    updatedDate: s.updatedDate,
  }));
  const chunks = await db
    .selectFrom('document_store_chunk')
    .select(['id', 'loader_id', 'store_id', 'chunk_no', 'page_content', 'metadata'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('store_id')
    .orderBy('loader_id')
    .orderBy('chunk_no')
    .execute();
  const DocumentStoreFileChunk = chunks.map((c) => ({
    id: c.id,
    docId: c.loader_id,
    storeId: c.store_id,
    chunkNo: Number(c.chunk_no),
    pageContent: c.page_content,
    metadata: c.metadata,
  }));
  return { DocumentStore, DocumentStoreFileChunk };
}
