import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { EMBEDDING_PROVIDERS } from '../../agentflow/public.ts';
import { embeddingComponents, VECTOR_STORE_COMPONENTS } from '../common/vectorCatalogue.ts';
import { findLoaderRow } from './saveLoader.ts';
import { findStore, findStoreRow } from './storeRows.ts';
import { retrieveChunks } from './vectors/retrieveChunks.ts';
import { startUpsert } from './vectors/startUpsert.ts';
import { vectorBackend } from './vectors/vectorBackend.ts';
import { saveVectorConfig, type VectorConfigBody, vectorConfigSchema } from './vectors/vectorConfig.ts';

const CONFIG = 'documentStores:upsert-config,documentStores:update';

interface QueryBody {
  storeId: string;
  query: string;
  topK?: number;
  scoreThreshold?: number;
  mmr?: boolean;
  searchType?: string;
}

/** Vectors of a store: embeddings and vector-store config, upsert jobs, retrieval test, delete. */
export const vectorRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/document-store/components/embeddings',
    permission: `${CONFIG},documentStores:view`,
    handler: () => embeddingComponents(EMBEDDING_PROVIDERS),
  }),
  route({
    method: 'GET',
    url: '/document-store/components/vectorstore',
    permission: `${CONFIG},documentStores:view`,
    handler: () => VECTOR_STORE_COMPONENTS,
  }),
  // save and update both store the choices without upserting (the peer's strict save and config-only update)
  ...(['save', 'update'] as const).map((verb) =>
    route<{ Body: VectorConfigBody }>({
      method: 'POST',
      url: `/document-store/vectorstore/${verb}`,
      permission: CONFIG,
      schema: { body: vectorConfigSchema },
      async handler(req, _reply, { db, config }) {
        const workspaceId = requestScope(req).workspaceId;
        await saveVectorConfig(db, workspaceId, config, req.body);
        return findStore(db, workspaceId, req.body.storeId);
      },
    }),
  ),
  route<{ Body: VectorConfigBody & { replaceExisting?: boolean; docId?: string } }>({
    method: 'POST',
    url: '/document-store/vectorstore/insert',
    permission: CONFIG,
    schema: {
      body: {
        ...vectorConfigSchema,
        properties: {
          ...vectorConfigSchema.properties,
          replaceExisting: { type: 'boolean' },
          docId: { type: 'string', format: 'uuid' },
        },
      },
    },
    async handler(req, reply, { db, config, log }) {
      const workspaceId = requestScope(req).workspaceId;
      // the peer's docId: upsert one loader's chunks (404 when it is not the store's)
      if (req.body.docId) await findLoaderRow(db, workspaceId, req.body.storeId, req.body.docId);
      const { embedding } = await saveVectorConfig(db, workspaceId, config, req.body);
      const job = await startUpsert(db, config, log, {
        storeId: req.body.storeId,
        workspaceId,
        embedding,
        replaceAll: req.body.replaceExisting === true,
        ...(req.body.docId ? { loaderId: req.body.docId } : {}),
      });
      return reply.code(202).send(job);
    },
  }),
  route<{ Body: QueryBody }>({
    method: 'POST',
    url: '/document-store/vectorstore/query',
    permission: 'documentStores:view',
    schema: {
      body: {
        type: 'object',
        required: ['storeId', 'query'],
        additionalProperties: true,
        properties: {
          storeId: { type: 'string', format: 'uuid' },
          query: { type: 'string', minLength: 1, maxLength: 20_000 },
          topK: { type: 'integer', minimum: 1, maximum: 1000 },
          scoreThreshold: { type: 'number', minimum: -1, maximum: 1 },
          mmr: { type: 'boolean' },
          searchType: { enum: ['similarity', 'mmr'] },
        },
      },
    },
    async handler(req, _reply, { db, config }) {
      const r = await retrieveChunks(db, config, {
        workspaceId: requestScope(req).workspaceId,
        storeId: req.body.storeId,
        query: req.body.query,
        ...(req.body.topK !== undefined ? { topK: req.body.topK } : {}),
        ...(req.body.scoreThreshold !== undefined ? { scoreThreshold: req.body.scoreThreshold } : {}),
        mmr: req.body.mmr === true || req.body.searchType === 'mmr',
      });
      return { docs: r.docs, timeTaken: r.timeTaken };
    },
  }),
  route<{ Params: { storeId: string } }>({
    method: 'DELETE',
    url: '/document-store/vectorstore/:storeId',
    permission: CONFIG,
    schema: {
      params: {
        type: 'object',
        required: ['storeId'],
        properties: { storeId: { type: 'string', format: 'uuid' } },
      },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const store = await findStoreRow(db, workspaceId, req.params.storeId);
      const busy = await db
        .selectFrom('document_store_job')
        .select('id')
        .where('store_id', '=', store.id)
        .where('kind', '=', 'upsert')
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (busy) throw httpError(409, 'An upsert of this store is running: cancel it first');
      const backend = await vectorBackend(db);
      const deleted = await db.transaction().execute(async (trx) => {
        const n = await backend.clear(trx, store.id, workspaceId);
        // as the peer: the store forgets its vector configuration with its vectors
        const chunks = await trx
          .selectFrom('document_store_chunk')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', '=', store.id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('document_store')
          .set({
            embedding_config: null,
            vector_store_config: null,
            record_manager_config: null,
            status: Number(chunks.n) > 0 ? 'SYNC' : 'EMPTY',
            updated_date: new Date(),
          })
          .where('id', '=', store.id)
          .execute();
        return n;
      });
      return { deleted };
    },
  }),
];
