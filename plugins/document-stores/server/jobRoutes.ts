import { requestScope } from '../../../host/server/access/requestScope.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { cancelJob, listJobs, readJob } from './jobs/jobRunner.ts';
import { idParams } from './routeSchemas.ts';
import { findStoreRow } from './storeRows.ts';

/** Background jobs (processing, upserts): the page polls them and may cancel them. */
export const jobRoutes: PluginRoute[] = [
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/document-store/jobs/:id',
    permission: 'documentStores:view',
    schema: { params: idParams },
    handler: (req, _reply, { db }) => readJob(db, requestScope(req).workspaceId, req.params.id),
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/document-store/store/:id/jobs',
    permission: 'documentStores:view',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const store = await findStoreRow(db, workspaceId, req.params.id);
      return listJobs(db, workspaceId, store.id);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/document-store/jobs/:id/cancel',
    permission: 'documentStores:preview-process,documentStores:upsert-config,documentStores:update',
    schema: { params: idParams },
    handler: (req, _reply, { db }) => cancelJob(db, requestScope(req).workspaceId, req.params.id),
  }),
];
