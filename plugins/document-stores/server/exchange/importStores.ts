import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { LOADERS } from '../../common/loaderCatalogue.ts';
import { FILE_STORAGE_PREFIX, parseDataUris } from '../loaders/uploadedFile.ts';
import { contentHash } from '../records/contentHash.ts';
import type { DocumentStoreChunkTable } from '../tables.ts';

type Item = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** loaderConfig.files holds data URIs (not a FILE-STORAGE reference to files the export lacks). */
const withFiles = (config: Item) =>
  (typeof config.files === 'string' && /^\s*\[?\s*"?data:/.test(config.files)) ||
  (Array.isArray(config.files) && config.files.length > 0);
const LOADER_NAMES = new Set(LOADERS.map((l) => l.name));

function jsonValue(v: unknown, where: string): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    throw httpError(400, `${where}: not valid JSON`);
  }
}

function objectText(v: unknown, where: string): string | null {
  const value = jsonValue(v, where);
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw httpError(400, `${where}: expected a JSON object`);
  return JSON.stringify(value);
}

async function freeIds(
  db: Kysely<Database>,
  table: 'document_store' | 'document_store_loader' | 'document_store_chunk',
  ids: string[],
) {
  const taken = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) taken.add(r.id);
  }
  return (id: string) => (taken.has(id) ? randomUUID() : id);
}

export interface ImportedStores {
  stores: number;
  chunks: number;
  skippedChunks: number;
}

/**
 * Writes exported stores, their loaders and chunks into a workspace (inside the caller's
 * transaction; a bad item throws a 400 naming it). Ids are kept when free, else new ones are made
 * and chunks follow their store and loader. Vectors are not in an export: a store that had a
 * vector configuration comes back STALE, to be upserted again. Chunks whose store or loader is not
 * in the file are skipped.
 */
export async function importDocumentStores(
  db: Kysely<Database>,
  workspaceId: string,
  data: { DocumentStore?: Item[]; DocumentStoreFileChunk?: Item[] },
): Promise<ImportedStores> {
  const stores = data.DocumentStore ?? [];
  const chunks = data.DocumentStoreFileChunk ?? [];
  const storeIdFor = await freeIds(
    db,
    'document_store',
    stores.map((s) => String(s.id)),
  );
  const storeIds = new Map<string, string>();
  const loaderIds = new Map<string, { id: string; storeId: string }>();
  const loaderRows: Item[] = [];
  for (const [i, s] of stores.entries()) {
    const where = `DocumentStore/${i}`;
    const name = str(s.name)?.trim();
    if (!name) throw httpError(400, `${where}: name is required`);
    const loaders = jsonValue(s.loaders, `${where}.loaders`) ?? [];
    if (!Array.isArray(loaders)) throw httpError(400, `${where}.loaders: expected a list`);
    const id = storeIdFor(String(s.id));
    storeIds.set(String(s.id), id);
    for (const [j, l] of (loaders as Item[]).entries())
      loaderRows.push({ ...l, __store: id, __where: `${where}.loaders/${j}` });
    const vectorConfig = objectText(s.vectorStoreConfig, `${where}.vectorStoreConfig`);
    const embeddingConfig = objectText(s.embeddingConfig, `${where}.embeddingConfig`);
    await db
      .insertInto('document_store')
      .values({
        id,
        workspace_id: workspaceId,
        name,
        description: str(s.description),
        status: 'EMPTY',
        embedding_config: embeddingConfig,
        vector_store_config: vectorConfig,
        record_manager_config: objectText(s.recordManagerConfig, `${where}.recordManagerConfig`),
      })
      .execute();
  }
  const loaderIdFor = await freeIds(
    db,
    'document_store_loader',
    loaderRows.map((l) => String(l.id)),
  );
  for (const l of loaderRows) {
    const where = String(l.__where);
    const component = str(l.loaderId);
    if (!component || !LOADER_NAMES.has(component))
      throw httpError(400, `${where}: unknown loader '${component}'`);
    const id = loaderIdFor(String(l.id));
    loaderIds.set(String(l.id), { id, storeId: String(l.__store) });
    // files that came with the loader (as data URIs: a peer database's storage folder) are saved
    // as its files, and its config refers to them as the loader pages do
    const config = JSON.parse(objectText(l.loaderConfig, `${where}.loaderConfig`) ?? '{}') as Item;
    const files = withFiles(config) ? parseDataUris(config.files) : [];
    if (files.length) config.files = `${FILE_STORAGE_PREFIX}${JSON.stringify(files.map((f) => f.name))}`;
    await db
      .insertInto('document_store_loader')
      .values({
        id,
        store_id: String(l.__store),
        workspace_id: workspaceId,
        loader_component: component,
        loader_config: JSON.stringify(config),
        splitter_component: str(l.splitterId) || null,
        splitter_config: objectText(l.splitterConfig, `${where}.splitterConfig`) ?? '{}',
        source: str(l.source) ?? '',
        status: 'EMPTY',
      })
      .execute();
    for (const f of files)
      await db
        .insertInto('document_store_file')
        .values({
          id: randomUUID(),
          loader_id: id,
          store_id: String(l.__store),
          workspace_id: workspaceId,
          name: f.name,
          mime: f.mime,
          size: f.bytes.byteLength,
          content: f.bytes,
        })
        .execute();
  }
  const chunkIdFor = await freeIds(
    db,
    'document_store_chunk',
    chunks.map((c) => String(c.id)),
  );
  let imported = 0;
  let skipped = 0;
  const batch: Insertable<DocumentStoreChunkTable>[] = [];
  const flush = async () => {
    if (batch.length) await db.insertInto('document_store_chunk').values(batch.splice(0)).execute();
  };
  for (const [i, c] of chunks.entries()) {
    const loader = loaderIds.get(String(c.docId));
    if (!loader || storeIds.get(String(c.storeId)) !== loader.storeId) {
      skipped++;
      continue;
    }
    const pageContent = str(c.pageContent);
    if (pageContent === null) throw httpError(400, `DocumentStoreFileChunk/${i}: pageContent is required`);
    const metadataText = objectText(c.metadata, `DocumentStoreFileChunk/${i}.metadata`) ?? '{}';
    batch.push({
      id: chunkIdFor(String(c.id)),
      store_id: loader.storeId,
      loader_id: loader.id,
      workspace_id: workspaceId,
      chunk_no: Number.isInteger(c.chunkNo) ? (c.chunkNo as number) : i,
      page_content: pageContent,
      metadata: metadataText,
      content_hash: contentHash(pageContent, JSON.parse(metadataText)),
    });
    imported++;
    if (batch.length >= 500) await flush();
  }
  await flush();
  // Totals and statuses from what arrived: SYNC with chunks, STALE when vectors are to be made again.
  for (const { id } of loaderIds.values()) {
    const { n, chars } = await db
      .selectFrom('document_store_chunk')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>(eb.fn('length', ['page_content'])), eb.lit(0)).as('chars'),
      ])
      .where('loader_id', '=', id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('document_store_loader')
      .set({ total_chunks: Number(n), total_chars: Number(chars), status: Number(n) > 0 ? 'SYNC' : 'EMPTY' })
      .where('id', '=', id)
      .execute();
  }
  for (const id of storeIds.values()) {
    const store = await db
      .selectFrom('document_store')
      .select(['vector_store_config'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const has = await db
      .selectFrom('document_store_chunk')
      .select('id')
      .where('store_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    const status = !has ? 'EMPTY' : store.vector_store_config ? 'STALE' : 'SYNC';
    await db.updateTable('document_store').set({ status }).where('id', '=', id).execute();
  }
  return { stores: stores.length, chunks: imported, skippedChunks: skipped };
}
