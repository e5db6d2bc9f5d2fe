import type { Kysely } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { contentHash } from './records/contentHash.ts';
import { refreshStoreStatus } from './records/storeStatus.ts';
import { uuid } from './routeSchemas.ts';
import { findLoaderRow } from './saveLoader.ts';
import { findStore, findStoreRow } from './storeRows.ts';

/** Chunks per page of GET /document-store/chunks (as the peer). */
export const CHUNKS_PER_PAGE = 50;

export interface StoredChunk {
  id: string;
  docId: string;
  storeId: string;
  chunkNo: number;
  pageContent: string;
  metadata: Record<string, unknown>;
}

function toChunk(row: {
  id: string;
  loader_id: string;
  store_id: string;
  chunk_no: number;
  page_content: string;
  metadata: string;
}): StoredChunk {
  let metadata: Record<string, unknown> = {};
  try {
    metadata = JSON.parse(row.metadata);
  } catch {
    metadata = {};
  }
  return {
    id: row.id,
    docId: row.loader_id,
    storeId: row.store_id,
    chunkNo: Number(row.chunk_no),
    pageContent: row.page_content,
    metadata,
  };
}

const chunkParams = {
  type: 'object',
  required: ['storeId', 'loaderId', 'chunkId'],
  properties: { storeId: uuid, loaderId: uuid, chunkId: uuid },
} as const;

/** Recounts a loader's totals after a chunk edit or delete. */
async function recount(db: Kysely<Database>, loaderId: string) {
  const { n, chars } = await db
    .selectFrom('document_store_chunk')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.fn('length', ['page_content'])), eb.lit(0)).as('chars'),
    ])
    .where('loader_id', '=', loaderId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('document_store_loader')
    .set({ total_chunks: Number(n), total_chars: Number(chars), updated_date: new Date() })
    .where('id', '=', loaderId)
    .execute();
}

/** Paged chunks of a loader (or 'all' of the store), and editing or deleting one chunk. */
export const chunkRoutes: PluginRoute[] = [
  route<{ Params: { storeId: string; fileId: string; pageNo: number } }>({
    method: 'GET',
    url: '/document-store/chunks/:storeId/:fileId/:pageNo',
    permission: 'documentStores:view',
    schema: {
      params: {
        type: 'object',
        required: ['storeId', 'fileId', 'pageNo'],
        properties: {
          storeId: uuid,
          fileId: { anyOf: [uuid, { const: 'all' }] },
          pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000 },
        },
      },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const { storeId, fileId, pageNo } = req.params;
      const store = await findStore(db, workspaceId, storeId);
      const file = fileId === 'all' ? undefined : store.loaders.find((l) => l.id === fileId);
      if (fileId !== 'all' && !file)
        throw httpError(404, `Loader ${fileId} not found in document store ${storeId}`);
      let query = db.selectFrom('document_store_chunk').where('store_id', '=', store.id);
      if (file) query = query.where('loader_id', '=', file.id);
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'loader_id', 'store_id', 'chunk_no', 'page_content', 'metadata'])
          .orderBy('loader_id')
          .orderBy('chunk_no')
          .limit(CHUNKS_PER_PAGE)
          .offset((pageNo - 1) * CHUNKS_PER_PAGE)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        chunks: rows.map(toChunk),
        count: Number(count.n),
        file: file ?? null,
        currentPage: pageNo,
        pageSize: CHUNKS_PER_PAGE,
        storeName: store.name,
        description: store.description,
        docId: file?.id ?? 'all',
        characters: file ? file.totalChars : store.totalChars,
      };
    },
  }),
  route<{
    Params: { storeId: string; loaderId: string; chunkId: string };
    Body: { pageContent: string; metadata?: Record<string, unknown> };
  }>({
    method: 'PUT',
    url: '/document-store/chunks/:storeId/:loaderId/:chunkId',
    permission: 'documentStores:update',
    schema: {
      params: chunkParams,
      body: {
        type: 'object',
        required: ['pageContent'],
        properties: {
          pageContent: { type: 'string', minLength: 1, maxLength: 1_000_000 },
          metadata: { type: 'object' },
        },
      },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const { storeId, loaderId, chunkId } = req.params;
      const store = await findStoreRow(db, workspaceId, storeId);
      await findLoaderRow(db, workspaceId, store.id, loaderId);
      if (!req.body.pageContent.trim()) throw httpError(400, 'pageContent must not be blank');
      const current = await db
        .selectFrom('document_store_chunk')
        .select('metadata')
        .where('id', '=', chunkId)
        .where('loader_id', '=', loaderId)
        .executeTakeFirst();
      if (!current) throw httpError(404, `Chunk ${chunkId} not found`);
      const metadata = req.body.metadata ?? JSON.parse(current.metadata);
      const row = await db
        .updateTable('document_store_chunk')
        .set({
          page_content: req.body.pageContent,
          metadata: JSON.stringify(metadata),
          content_hash: contentHash(req.body.pageContent, metadata),
          updated_date: new Date(),
        })
        .where('id', '=', chunkId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recount(db, loaderId);
      await refreshStoreStatus(db, store.id, true);
      return toChunk(row);
    },
  }),
  route<{ Params: { storeId: string; loaderId: string; chunkId: string } }>({
    method: 'DELETE',
    url: '/document-store/chunks/:storeId/:loaderId/:chunkId',
    permission: 'documentStores:update,documentStores:delete',
    schema: { params: chunkParams },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const { storeId, loaderId, chunkId } = req.params;
      const store = await findStoreRow(db, workspaceId, storeId);
      await findLoaderRow(db, workspaceId, store.id, loaderId);
      const result = await db
        .deleteFrom('document_store_chunk')
        .where('id', '=', chunkId)
        .where('loader_id', '=', loaderId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw httpError(404, `Chunk ${chunkId} not found`);
      await recount(db, loaderId);
      await refreshStoreStatus(db, store.id);
      return { deleted: 1 };
    },
  }),
];
