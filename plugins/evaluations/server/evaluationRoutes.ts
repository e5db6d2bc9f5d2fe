import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  listPageOf,
  listPageQuery,
  type PagedList,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { Evaluation, EvaluationResultsPage } from '../common/evaluationTypes.ts';
import { createRun } from './createRun.ts';
import { cancelEvaluation, startEvaluation } from './evaluationControl.ts';
import {
  evaluatorsOf,
  FINISHED,
  findEvaluation,
  flowsOf,
  liveSummaries,
  summaryOf,
  toEvaluation,
  toResult,
} from './evaluationStore.ts';
import { idParams, pageQuery, uuidList } from './routeSchemas.ts';

const feature = 'feat:evaluations';

const createBody = {
  type: 'object',
  required: ['name', 'datasetId', 'flowIds'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
    datasetId: { type: 'string', format: 'uuid' },
    flowIds: uuidList(10),
    evaluatorIds: { ...uuidList(20), minItems: 0 },
    concurrency: { type: 'integer', minimum: 1, maximum: 8 },
  },
} as const;
type CreateBody = {
  name: string;
  datasetId: string;
  flowIds: string[];
  evaluatorIds?: string[];
  concurrency?: number;
};

export const evaluationRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery }>({
    method: 'GET',
    url: '/evaluations',
    permission: 'evaluations:view',
    feature,
    schema: { querystring: listPageQuery() },
    async handler(req, _reply, ctx): Promise<Evaluation[] | PagedList<Evaluation>> {
      const page = listPageOf(req.query);
      const all = ctx.db.selectFrom('evaluation').where('workspace_id', '=', requestScope(req).workspaceId);
      const ordered = all.selectAll().orderBy('run_date', 'desc').orderBy('id', 'desc');
      const rows = await withListPage(ordered, page).execute();
      const live = await liveSummaries(
        ctx.db,
        rows.filter((r) => !FINISHED.includes(r.status) || !r.summary),
      );
      const data = await Promise.all(
        rows.map(async (r) => toEvaluation(r, live.get(r.id) ?? (await summaryOf(ctx.db, r)))),
      );
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/evaluations/:id',
    permission: 'evaluations:view',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx): Promise<Evaluation> {
      const r = await findEvaluation(ctx.db, requestScope(req).workspaceId, req.params.id);
      return toEvaluation(r, await summaryOf(ctx.db, r));
    },
  }),

  route<{
    Params: { id: string };
    Querystring: { page?: number; limit?: number; search?: string; status?: string; flowId?: string };
  }>({
    method: 'GET',
    url: '/evaluations/:id/results',
    permission: 'evaluations:view',
    feature,
    schema: {
      params: idParams,
      querystring: {
        ...pageQuery,
        properties: {
          ...pageQuery.properties,
          status: { enum: ['pending', 'passed', 'failed', 'error'] },
          flowId: { type: 'string', format: 'uuid' },
        },
      },
    },
    async handler(req, _reply, ctx): Promise<EvaluationResultsPage> {
      const r = await findEvaluation(ctx.db, requestScope(req).workspaceId, req.params.id);
      const { page = 1, limit = 50, search, status, flowId } = req.query;
      let q = ctx.db.selectFrom('evaluation_result').where('evaluation_id', '=', r.id);
      if (status) q = q.where('status', '=', status);
      if (flowId) q = q.where('flow_id', '=', flowId);
      if (search?.trim()) {
        const like = `%${search.trim().replace(/[%_\\]/g, '\\$&')}%`;
        q = q.where((eb) =>
          eb.or([
            eb('input', 'ilike', like),
            eb('actual_output', 'ilike', like),
            eb('expected_output', 'ilike', like),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('sequence_no')
          .orderBy('flow_id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { results: rows.map(toResult), total: Number(total.n) };
    },
  }),

  route<{ Body: CreateBody }>({
    method: 'POST',
    url: '/evaluations',
    permission: 'evaluations:create',
    feature,
    schema: { body: createBody },
    async handler(req, reply, ctx): Promise<Evaluation> {
      const b = req.body;
      const id = await createRun(ctx.db, {
        workspaceId: requestScope(req).workspaceId,
        name: b.name.trim(),
        datasetId: b.datasetId,
        flowIds: b.flowIds,
        evaluatorIds: b.evaluatorIds ?? [],
        concurrency: b.concurrency ?? 2,
      });
      await startEvaluation(ctx, id);
      const r = await findEvaluation(ctx.db, requestScope(req).workspaceId, id);
      reply.code(201);
      return toEvaluation(r, await summaryOf(ctx.db, r));
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/evaluations/run-again/:id',
    permission: 'evaluations:create,evaluations:run',
    feature,
    schema: { params: idParams },
    async handler(req, reply, ctx): Promise<Evaluation> {
      const workspaceId = requestScope(req).workspaceId;
      const before = await findEvaluation(ctx.db, workspaceId, req.params.id);
      const snapshots = evaluatorsOf(before);
      const id = await createRun(ctx.db, {
        workspaceId,
        name: before.name,
        datasetId: before.dataset_id,
        flowIds: flowsOf(before).map((f) => f.id),
        evaluatorIds: snapshots.map((e) => e.id),
        concurrency: before.concurrency,
        again: { groupId: before.group_id, snapshots },
      });
      await startEvaluation(ctx, id);
      const r = await findEvaluation(ctx.db, workspaceId, id);
      reply.code(201);
      return toEvaluation(r, await summaryOf(ctx.db, r));
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/evaluations/:id/cancel',
    permission: 'evaluations:run,evaluations:update',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const r = await findEvaluation(ctx.db, requestScope(req).workspaceId, req.params.id);
      if (FINISHED.includes(r.status)) throw httpError(409, `The evaluation has already ended (${r.status})`);
      // Wherever it runs or waits (a worker in queue mode): the stop reaches it.
      await cancelEvaluation(ctx, r.id);
      return { cancelled: true };
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/evaluations/:id',
    permission: 'evaluations:delete',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const r = await findEvaluation(ctx.db, requestScope(req).workspaceId, req.params.id);
      if (!FINISHED.includes(r.status)) await cancelEvaluation(ctx, r.id);
      await ctx.db.deleteFrom('evaluation').where('id', '=', r.id).execute();
      return { deleted: 1 };
    },
  }),

  route<{ Body: { ids: string[] } }>({
    method: 'PATCH',
    url: '/evaluations',
    permission: 'evaluations:delete',
    feature,
    schema: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: { ids: uuidList(500) },
      },
    },
    async handler(req, _reply, ctx) {
      const rows = await ctx.db
        .selectFrom('evaluation')
        .select(['id', 'status'])
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .where('id', 'in', req.body.ids)
        .execute();
      for (const r of rows) if (!FINISHED.includes(r.status)) await cancelEvaluation(ctx, r.id);
      if (rows.length)
        await ctx.db
          .deleteFrom('evaluation')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      return { deleted: rows.length };
    },
  }),
];
