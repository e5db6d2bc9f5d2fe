import { sql } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { DatasetRow } from '../common/evaluationTypes.ts';
import { findDataset, findDatasetRow, toDatasetRow, touchDataset } from './datasetStore.ts';
import { insertRows, MAX_ROWS_PER_REQUEST } from './insertRows.ts';
import { idParams, type RowInput, rowBody, uuidList } from './routeSchemas.ts';

const feature = 'feat:datasets';
const datasetId = { type: 'string', format: 'uuid' } as const;

export const datasetRowRoutes: PluginRoute[] = [
  route<{ Body: RowInput & { datasetId: string; rows?: RowInput[] } }>({
    method: 'POST',
    url: '/datasets/rows',
    permission: 'datasets:create,datasets:update',
    feature,
    bodyLimit: 32 * 1024 * 1024,
    schema: {
      body: {
        type: 'object',
        required: ['datasetId'],
        additionalProperties: false,
        properties: {
          ...rowBody.properties,
          datasetId,
          rows: { type: 'array', minItems: 1, maxItems: MAX_ROWS_PER_REQUEST, items: rowBody },
        },
      },
    },
    async handler(req, reply, ctx) {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.body.datasetId);
      const { rows, datasetId: _, ...one } = req.body;
      const batch = rows ?? [one];
      if (!rows && !one.input?.trim()) throw httpError(400, 'body/input: a row needs an input');
      const added = await ctx.db.transaction().execute(async (trx) => {
        const n = await insertRows(trx, set.id, batch);
        await touchDataset(trx, set.id);
        return n;
      });
      reply.code(201);
      return { added };
    },
  }),

  route<{ Params: { id: string }; Body: RowInput }>({
    method: 'PUT',
    url: '/datasets/rows/:id',
    permission: 'datasets:update',
    feature,
    schema: { params: idParams, body: rowBody },
    async handler(req, _reply, ctx): Promise<DatasetRow> {
      const row = await findDatasetRow(ctx.db, requestScope(req).workspaceId, req.params.id);
      const b = req.body;
      if (b.input !== undefined && !b.input.trim()) throw httpError(400, 'body/input: a row needs an input');
      const expected = b.expectedOutput ?? b.output;
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('dataset_row')
          .set({
            ...(b.input !== undefined ? { input: b.input } : {}),
            ...(expected !== undefined ? { expected_output: expected } : {}),
            ...(b.metadata !== undefined ? { metadata: JSON.stringify(b.metadata) } : {}),
            updated_date: sql`now()`,
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await touchDataset(trx, row.dataset_id);
        return r;
      });
      return toDatasetRow(updated);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/datasets/rows/:id',
    permission: 'datasets:delete,datasets:update',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const row = await findDatasetRow(ctx.db, requestScope(req).workspaceId, req.params.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('dataset_row').where('id', '=', row.id).execute();
        await touchDataset(trx, row.dataset_id);
      });
      return { deleted: 1 };
    },
  }),

  route<{ Body: { datasetId: string; ids: string[] } }>({
    method: 'PATCH',
    url: '/datasets/rows',
    permission: 'datasets:delete,datasets:update',
    feature,
    schema: {
      body: {
        type: 'object',
        required: ['datasetId', 'ids'],
        additionalProperties: false,
        properties: { datasetId, ids: uuidList(MAX_ROWS_PER_REQUEST) },
      },
    },
    async handler(req, _reply, ctx) {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.body.datasetId);
      const deleted = await ctx.db.transaction().execute(async (trx) => {
        const r = await trx
          .deleteFrom('dataset_row')
          .where('dataset_id', '=', set.id)
          .where('id', 'in', req.body.ids)
          .executeTakeFirst();
        await touchDataset(trx, set.id);
        return Number(r.numDeletedRows);
      });
      return { deleted };
    },
  }),

  route<{ Body: { datasetId: string; rows: { id: string; sequenceNo: number }[] } }>({
    method: 'POST',
    url: '/datasets/reorder',
    permission: 'datasets:create,datasets:update',
    feature,
    schema: {
      body: {
        type: 'object',
        required: ['datasetId', 'rows'],
        additionalProperties: false,
        properties: {
          datasetId,
          rows: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_ROWS_PER_REQUEST,
            items: {
              type: 'object',
              required: ['id', 'sequenceNo'],
              additionalProperties: false,
              properties: {
                id: { type: 'string', format: 'uuid' },
                sequenceNo: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
              },
            },
          },
        },
      },
    },
    async handler(req, _reply, ctx) {
      const set = await findDataset(ctx.db, requestScope(req).workspaceId, req.body.datasetId);
      const ids = req.body.rows.map((r) => r.id);
      if (new Set(ids).size !== ids.length) throw httpError(400, 'body/rows: a row is listed twice');
      await ctx.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('dataset_row')
          .select('id')
          .where('dataset_id', '=', set.id)
          .where('id', 'in', ids)
          .execute();
        if (found.length !== ids.length) {
          const known = new Set(found.map((f) => f.id));
          throw httpError(400, `body/rows: row ${ids.find((id) => !known.has(id))} is not in this dataset`);
        }
        for (const r of req.body.rows)
          await trx
            .updateTable('dataset_row')
            .set({ sequence_no: r.sequenceNo })
            .where('id', '=', r.id)
            .execute();
        await touchDataset(trx, set.id);
      });
      return { reordered: ids.length };
    },
  }),
];
