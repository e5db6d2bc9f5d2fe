import { lazyValidator } from '../../../host/common/ajv.ts';
import { formatAjvErrors } from '../../../host/common/formatAjvErrors.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { activeJobs } from './jobs/jobRunner.ts';
import { type LoaderBody, loaderBodyOfForm, loaderBodySchema, uploadBodyLimit } from './loaderBody.ts';
import { loadDocuments } from './loaders/loadDocuments.ts';
import { processLoader } from './processLoader.ts';
import { refreshStoreStatus } from './records/storeStatus.ts';
import { uuid } from './routeSchemas.ts';
import { checkLoaderBody, findLoaderRow, saveLoader } from './saveLoader.ts';
import { splitDocuments } from './splitters/splitDocuments.ts';
import { findStore, findStoreRow, toLoader } from './storeRows.ts';

const PREVIEW = 'documentStores:preview-process,documentStores:update';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const validProcessBody = lazyValidator<Partial<LoaderBody>>({
  ...loaderBodySchema,
  required: [],
  properties: {
    ...loaderBodySchema.properties,
    storeId: { type: 'string', pattern: UUID },
    id: { type: 'string', pattern: UUID },
  },
});

/** A POST whose body is a loader's settings (files allowed), under the preview permission. */
function loaderBodyRoute(url: string, handler: PluginRoute<{ Body: LoaderBody }>['handler']): PluginRoute {
  return route<{ Body: LoaderBody }>({
    method: 'POST',
    url,
    permission: PREVIEW,
    bodyLimit: uploadBodyLimit,
    schema: { body: loaderBodySchema },
    formBody: loaderBodyOfForm,
    handler,
  });
}

/** Loaders of a store: preview chunks, save, process (a background job), delete. */
export const loaderRoutes: PluginRoute[] = [
  loaderBodyRoute('/document-store/loader/preview', async (req, _reply, { db, config }) => {
    const { allowPrivate } = config;
    const checked = await checkLoaderBody(db, requestScope(req).workspaceId, req.body, allowPrivate);
    const docs = await loadDocuments(req.body.loaderId, checked.config, checked.plan.files, {
      allowPrivate,
    });
    const chunks = await splitDocuments(docs, req.body.splitterId, req.body.splitterConfig ?? {});
    const count = req.body.previewChunkCount ?? 20;
    return {
      chunks: count === -1 ? chunks : chunks.slice(0, count),
      totalChunks: chunks.length,
      previewChunkCount: count,
    };
  }),
  loaderBodyRoute('/document-store/loader/save', async (req, _reply, { db, config, limits }) => {
    const checked = await checkLoaderBody(db, requestScope(req).workspaceId, req.body, config.allowPrivate);
    if (checked.existing && (await activeJobs(db, checked.store.id, checked.existing.id)).length > 0)
      throw httpError(409, 'The loader is being processed; wait for it or cancel it');
    const row = await saveLoader(db, checked, req.body, limits);
    const store = await findStore(db, checked.store.workspaceId, checked.store.id);
    return store.loaders.find((l) => l.id === row.id) ?? toLoader(row);
  }),
  route<{ Params: { loaderId: string }; Body: Partial<LoaderBody> | undefined }>({
    method: 'POST',
    url: '/document-store/loader/process/:loaderId',
    permission: PREVIEW,
    bodyLimit: uploadBodyLimit,
    formBody: loaderBodyOfForm,
    schema: {
      params: { type: 'object', required: ['loaderId'], properties: { loaderId: uuid } },
    },
    async handler(req, reply, { db, config, limits }) {
      const workspaceId = requestScope(req).workspaceId;
      const loaderId = req.params.loaderId;
      const found = await db
        .selectFrom('document_store_loader')
        .select('store_id')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', loaderId)
        .executeTakeFirst();
      if (!found) throw httpError(404, `Loader ${loaderId} not found`);
      let row = await findLoaderRow(db, workspaceId, found.store_id, loaderId);
      // The peer sends the loader with its edits: save them first (same checks as /loader/save).
      // The body is optional, which a route schema cannot say: it is checked here.
      const body = req.body ?? undefined;
      if (body !== undefined && !validProcessBody(body))
        throw httpError(400, `body${formatAjvErrors(validProcessBody.errors).replace(/^\//, '/')}`);
      if (body?.loaderId) {
        if (body.storeId && body.storeId !== row.store_id)
          throw httpError(400, 'storeId: not the loader’s store');
        const full = { ...body, storeId: row.store_id, id: row.id, loaderId: body.loaderId };
        if ((await activeJobs(db, row.store_id, row.id)).length > 0)
          throw httpError(409, 'The loader is being processed; wait for it or cancel it');
        row = await saveLoader(
          db,
          await checkLoaderBody(db, workspaceId, full, config.allowPrivate),
          full,
          limits,
        );
      }
      const job = await processLoader(db, row, config.allowPrivate);
      const store = await findStore(db, workspaceId, row.store_id);
      const loader = store.loaders.find((l) => l.id === row.id);
      // The job to follow (as vectorstore/insert answers), also under `job` beside the loader
      // (both shapes were announced to the page while it was built).
      return reply.code(202).send({ ...job, job, loader });
    },
  }),
  route<{ Params: { id: string; loaderId: string } }>({
    method: 'DELETE',
    url: '/document-store/loader/:id/:loaderId',
    permission: 'documentStores:delete-loader,documentStores:delete',
    schema: {
      params: { type: 'object', required: ['id', 'loaderId'], properties: { id: uuid, loaderId: uuid } },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const store = await findStoreRow(db, workspaceId, req.params.id);
      const loader = await findLoaderRow(db, workspaceId, store.id, req.params.loaderId);
      if ((await activeJobs(db, store.id, loader.id)).length > 0)
        throw httpError(409, 'The loader is being processed; cancel the job first');
      // Its files and chunks go with it (and, by their foreign keys, the chunks' vectors).
      await db.deleteFrom('document_store_loader').where('id', '=', loader.id).execute();
      await refreshStoreStatus(db, store.id);
      return findStore(db, workspaceId, store.id);
    },
  }),
];
