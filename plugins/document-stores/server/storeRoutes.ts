import { randomUUID } from 'node:crypto';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import {
  countListRows,
  type ListPageQuery,
  listPageOf,
  listPageQuery,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { activeJobs } from './jobs/jobRunner.ts';
import { idParams, storeFields } from './routeSchemas.ts';
import { findStore, findStoreRow, toStores } from './storeRows.ts';
import { whereUsed } from './whereUsed.ts';

interface StoreBody {
  name: string;
  description?: string | null;
}

const trimmedName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw httpError(400, 'name must not be blank');
  return trimmed;
};

/** /document-store/store: list, create, read, rename, delete (refused while flows use it). */
export const storeRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery }>({
    method: 'GET',
    url: '/document-store/store',
    permission: 'documentStores:view',
    schema: { querystring: listPageQuery({}, { closed: true }) },
    async handler(req, _reply, { db }) {
      const page = listPageOf(req.query);
      const all = db.selectFrom('document_store').where('workspace_id', '=', requestScope(req).workspaceId);
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const data = await toStores(db, await withListPage(ordered, page).execute());
      // The peer answers { data, total } when paged, a plain list otherwise.
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),
  route<{ Body: StoreBody }>({
    method: 'POST',
    url: '/document-store/store',
    permission: 'documentStores:create',
    schema: {
      body: { type: 'object', required: ['name'], additionalProperties: false, properties: storeFields },
    },
    async handler(req, reply, { db }) {
      const row = await db
        .insertInto('document_store')
        .values({
          id: randomUUID(),
          workspace_id: requestScope(req).workspaceId,
          name: trimmedName(req.body.name),
          description: req.body.description ?? null,
          status: 'EMPTY',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [store] = await toStores(db, [row]);
      return reply.code(201).send(store);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/document-store/store/:id',
    permission: 'documentStores:view',
    schema: { params: idParams },
    handler: (req, _reply, { db }) => findStore(db, requestScope(req).workspaceId, req.params.id),
  }),
  route<{ Params: { id: string }; Body: Partial<StoreBody> }>({
    method: 'PUT',
    url: '/document-store/store/:id',
    permission: 'documentStores:create,documentStores:update',
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, minProperties: 1, properties: storeFields },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const { name, description } = req.body;
      const row = await db
        .updateTable('document_store')
        .set({
          ...(name !== undefined ? { name: trimmedName(name) } : {}),
          ...(description !== undefined ? { description } : {}),
          updated_date: new Date(),
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', req.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw httpError(404, `Document store ${req.params.id} not found`);
      const [store] = await toStores(db, [row]);
      return store;
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/document-store/store/:id',
    permission: 'documentStores:delete',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findStoreRow(db, workspaceId, req.params.id);
      const flows = await whereUsed(db, workspaceId, row.id);
      if (flows.length > 0)
        throw httpError(
          409,
          `Document store '${row.name}' is used by ${flows.length === 1 ? 'the flow' : 'the flows'} ${flows
            .map((f) => `'${f.name}'`)
            .join(', ')}; remove it from ${flows.length === 1 ? 'that flow' : 'those flows'} first`,
        );
      if ((await activeJobs(db, row.id)).length > 0)
        throw httpError(409, `Document store '${row.name}' has a job running; cancel it first`);
      // Loaders, files, chunks and jobs go with it (foreign keys cascade).
      await db.deleteFrom('document_store').where('id', '=', row.id).execute();
      return { deleted: 1 };
    },
  }),
];
