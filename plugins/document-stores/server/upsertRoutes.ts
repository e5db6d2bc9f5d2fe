import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { flowStoreIds } from '../common/flowStoreIds.ts';
import { uploadBodyLimit } from './loaderBody.ts';
import { idParams } from './routeSchemas.ts';
import { refreshStore, upsertFromRequest } from './vectors/upsertFromRequest.ts';
import { readUpsertRequest } from './vectors/upsertRequest.ts';

const PERMISSION = 'documentStores:upsert-config,documentStores:update';

/** A POST on one store (`:id`) that reads an upsert request and runs `run` on it in the caller's workspace. */
function storeJobRoute(url: string, run: typeof refreshStore, bodyLimit?: number): PluginRoute {
  return route<{ Params: { id: string } }>({
    method: 'POST',
    url,
    permission: PERMISSION,
    bodyLimit,
    schema: { params: idParams },
    async handler(req, _reply, { db, config, log, limits }) {
      const body = await readUpsertRequest(req);
      return run(
        { db, config, log, limits, workspaceId: requestScope(req).workspaceId },
        req.params.id,
        body,
      );
    },
  });
}

/**
 * The peer's upsert API, for scripts (API key) and the pages (session): upsert into a store, refresh
 * a store, upsert through a flow's store. Each runs as a job and answers its result when it ends
 * (the job stays readable and cancellable meanwhile).
 */
export const upsertRoutes: PluginRoute[] = [
  storeJobRoute('/document-store/upsert/:id', upsertFromRequest, uploadBodyLimit),
  storeJobRoute('/document-store/refresh/:id', refreshStore),
  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/vector/upsert/:id',
    permission: PERMISSION,
    bodyLimit: uploadBodyLimit,
    schema: { params: idParams },
    async handler(req, _reply, { db, config, log, limits }) {
      const workspaceId = requestScope(req).workspaceId;
      const flow = await db
        .selectFrom('chat_flow')
        .select(['id', 'flow_data'])
        .where('id', '=', req.params.id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (!flow) throw httpError(404, `Flow ${req.params.id} not found`);
      const body = await readUpsertRequest(req);
      const stores = flowStoreIds(flow.flow_data);
      if (!stores.length)
        throw httpError(400, 'The flow searches no document store, so there is nothing to upsert into');
      const storeId = body.storeId ?? stores[0];
      if (!storeId || !stores.includes(storeId))
        throw httpError(400, `storeId must be one of the flow's document stores: ${stores.join(', ')}`);
      if (!body.storeId && stores.length > 1)
        throw httpError(
          400,
          `The flow searches ${stores.length} document stores; name one as storeId: ${stores.join(', ')}`,
        );
      return upsertFromRequest({ db, config, log, limits, workspaceId }, storeId, {
        ...body,
        createNewDocStore: false,
      });
    },
  }),
];
