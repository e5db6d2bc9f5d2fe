import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  listPageOf,
  listPageQuery,
  listSearchPattern,
  listSearchProperties,
  type PagedList,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { Dataset, DatasetRowsPage } from '../common/evaluationTypes.ts';
import { countRows, findDataset, toDataset, toDatasetRow } from './datasetStore.ts';
import { insertRows, MAX_ROWS_PER_REQUEST } from './insertRows.ts';
import { idParams, pageQuery, type RowInput, rowBody } from './routeSchemas.ts';

const feature = 'feat:datasets';
const details = {
  name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
  description: { type: 'string', maxLength: 5000 },
} as const;

export const datasetRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/datasets',
    permission: 'datasets:view',
    feature,
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, ctx): Promise<Dataset[] | PagedList<Dataset>> {
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = ctx.db.selectFrom('dataset').where('workspace_id', '=', requestScope(req).workspaceId);
      // What the page shows and searched in the browser: the name and the description.
      if (pattern)
        all = all.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const rows = await withListPage(ordered, page).execute();
      // Row counts for this page's datasets only (dataset_row_order_idx), not for the workspace.
      const counts = rows.length
        ? await ctx.db
            .selectFrom('dataset_row')
            .select(['dataset_id', (eb) => eb.fn.countAll<string>().as('n')])
            .where(
              'dataset_id',
              'in',
              rows.map((r) => r.id),
            )
            .groupBy('dataset_id')
            .execute()
        : [];
      const countOf = new Map(counts.map((c) => [c.dataset_id, Number(c.n)]));
      const data = rows.map((r) => toDataset(r, countOf.get(r.id) ?? 0));
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),

  route<{ Params: { id: string }; Querystring: { page?: number; limit?: number; search?: string } }>({
    method: 'GET',
    url: '/datasets/set/:id',
    permission: 'datasets:view',
    feature,
    schema: { params: idParams, querystring: pageQuery },
    async handler(req, _reply, ctx): Promise<DatasetRowsPage> {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.params.id);
      const limit = req.query.limit ?? 50;
      const page = req.query.page ?? 1;
      let q = ctx.db.selectFrom('dataset_row').where('dataset_id', '=', set.id);
      const search = req.query.search?.trim();
      if (search) {
        const like = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
        q = q.where((eb) => eb.or([eb('input', 'ilike', like), eb('expected_output', 'ilike', like)]));
      }
      const [rows, total, all] = await Promise.all([
        q
          .selectAll()
          .orderBy('sequence_no')
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        search ? countRows(ctx.db, set.id) : undefined,
      ]);
      return {
        dataset: toDataset(set, all ?? Number(total.n)),
        rows: rows.map(toDatasetRow),
        total: Number(total.n),
      };
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/datasets/csv/:id',
    permission: 'datasets:view',
    feature,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.params.id);
      const rows = await ctx.db
        .selectFrom('dataset_row')
        .selectAll()
        .where('dataset_id', '=', set.id)
        .orderBy('sequence_no')
        .execute();
      const file = `${set.name.replace(/[^\w.-]+/g, '_') || 'dataset'}.csv`;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`);
      // papaparse loads with the first CSV download, not at every server start
      const { datasetCsv } = await import('../common/datasetCsv.ts');
      return datasetCsv(rows.map(toDatasetRow));
    },
  }),

  route<{ Body: { name: string; description?: string; rows?: RowInput[] } }>({
    method: 'POST',
    url: '/datasets/set',
    permission: 'datasets:create',
    feature,
    bodyLimit: 32 * 1024 * 1024,
    schema: {
      body: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { ...details, rows: { type: 'array', maxItems: MAX_ROWS_PER_REQUEST, items: rowBody } },
      },
    },
    async handler(req, reply, ctx): Promise<Dataset> {
      const workspaceId = requestScope(req).workspaceId;
      const id = randomUUID();
      const created = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('dataset')
          .values({
            id,
            workspace_id: workspaceId,
            name: req.body.name.trim(),
            description: req.body.description ?? '',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const n = req.body.rows?.length ? await insertRows(trx, id, req.body.rows) : 0;
        return toDataset(row, n);
      });
      reply.code(201);
      return created;
    },
  }),

  route<{ Params: { id: string }; Body: { name?: string; description?: string } }>({
    method: 'PUT',
    url: '/datasets/set/:id',
    permission: 'datasets:update',
    feature,
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: details } },
    async handler(req, _reply, ctx): Promise<Dataset> {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.params.id);
      const row = await ctx.db
        .updateTable('dataset')
        .set({
          ...(req.body.name !== undefined ? { name: req.body.name.trim() } : {}),
          ...(req.body.description !== undefined ? { description: req.body.description } : {}),
          updated_date: sql`now()`,
        })
        .where('id', '=', set.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDataset(row, await countRows(ctx.db, set.id));
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/datasets/set/:id',
    permission: 'datasets:delete',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.params.id);
      // Runs keep their own copy of the rows (evaluation_result), so they stay readable.
      await ctx.db.deleteFrom('dataset').where('id', '=', set.id).execute();
      return { deleted: 1 };
    },
  }),
];
