import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { DocumentStore, LoaderFile, StoreLoader, StoreStatus } from '../common/storeTypes.ts';
import { loaderLabel, splitterLabel } from '../common/componentLabels.ts';
import type { DocumentStoreLoaderTable, DocumentStoreTable } from './tables.ts';
import { whereUsedMany } from './whereUsed.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function toLoader(row: Selectable<DocumentStoreLoaderTable>, files: LoaderFile[] = []): StoreLoader {
  return {
    id: row.id,
    storeId: row.store_id,
    loaderId: row.loader_component,
    loaderName: loaderLabel(row.loader_component),
    loaderConfig: parseObject(row.loader_config) ?? {},
    splitterId: row.splitter_component,
    splitterName: row.splitter_component ? splitterLabel(row.splitter_component) : null,
    splitterConfig: parseObject(row.splitter_config) ?? {},
    totalChunks: Number(row.total_chunks),
    totalChars: Number(row.total_chars),
    status: row.status as StoreStatus,
    source: row.source,
    error: row.error,
    files,
    createdDate: iso(row.created_date),
    updatedDate: iso(row.updated_date),
  };
}

/** The loaders of these stores with their files (no content), by store id. */
async function loadersOf(db: Kysely<Database>, storeIds: string[]): Promise<Map<string, StoreLoader[]>> {
  const byStore = new Map<string, StoreLoader[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return byStore;
  const [rows, files] = await Promise.all([
    db
      .selectFrom('document_store_loader')
      .selectAll()
      .where('store_id', 'in', storeIds)
      .orderBy('created_date')
      .execute(),
    db
      .selectFrom('document_store_file')
      .select(['id', 'loader_id', 'name', 'mime', 'size', 'created_date'])
      .where('store_id', 'in', storeIds)
      .orderBy('created_date')
      .execute(),
  ]);
  const filesByLoader = new Map<string, LoaderFile[]>();
  for (const f of files) {
    const list = filesByLoader.get(f.loader_id) ?? [];
    list.push({
      id: f.id,
      name: f.name,
      mimePrefix: f.mime.split('/')[0] ?? '',
      size: Number(f.size),
      status: 'SYNC',
      uploaded: iso(f.created_date),
    });
    filesByLoader.set(f.loader_id, list);
  }
  for (const row of rows) byStore.get(row.store_id)?.push(toLoader(row, filesByLoader.get(row.id) ?? []));
  return byStore;
}

/** Rows as the API shows them: loaders, totals and the flows that use each store. */
export async function toStores(
  db: Kysely<Database>,
  rows: Selectable<DocumentStoreTable>[],
): Promise<DocumentStore[]> {
  const ids = rows.map((r) => r.id);
  const loaders = await loadersOf(db, ids);
  // Rows of one list share a workspace; a mixed list would ask per workspace.
  const used = new Map<string, Awaited<ReturnType<typeof whereUsedMany>>>();
  for (const ws of new Set(rows.map((r) => r.workspace_id)))
    used.set(
      ws,
      await whereUsedMany(
        db,
        ws,
        rows.filter((r) => r.workspace_id === ws).map((r) => r.id),
      ),
    );
  const out: DocumentStore[] = [];
  for (const row of rows) {
    const list = loaders.get(row.id) ?? [];
    out.push({
      id: row.id,
      workspaceId: row.workspace_id,
      name: row.name,
      description: row.description,
      status: row.status as StoreStatus,
      loaders: list,
      whereUsed: used.get(row.workspace_id)?.get(row.id) ?? [],
      totalChunks: list.reduce((n, l) => n + l.totalChunks, 0),
      totalChars: list.reduce((n, l) => n + l.totalChars, 0),
      embeddingConfig: parseObject(row.embedding_config),
      vectorStoreConfig: parseObject(row.vector_store_config),
      recordManagerConfig: parseObject(row.record_manager_config),
      createdDate: iso(row.created_date),
      updatedDate: iso(row.updated_date),
    });
  }
  return out;
}

/** The store row, 404 when missing or in another workspace. */
export async function findStoreRow(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<Selectable<DocumentStoreTable>> {
  const row = await db
    .selectFrom('document_store')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Document store ${id} not found`);
  return row;
}

export async function findStore(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<DocumentStore> {
  const [store] = await toStores(db, [await findStoreRow(db, workspaceId, id)]);
  return store as DocumentStore;
}
