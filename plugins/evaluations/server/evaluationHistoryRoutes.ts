import { requestScope } from '../../../host/server/access/requestScope.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { compareRuns, type RunComparison } from '../common/compareRuns.ts';
import { evaluatorsOf, findEvaluation, flowsOf, summaryOf, toResult } from './evaluationStore.ts';
import { idParams } from './routeSchemas.ts';

const feature = 'feat:evaluations';

/** A run's versions, whether what it ran has changed since, and two runs compared. */
export const evaluationHistoryRoutes: PluginRoute[] = [
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/evaluations/versions/:id',
    permission: 'evaluations:view',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const r = await findEvaluation(ctx.db, workspaceId, req.params.id);
      const rows = await ctx.db
        .selectFrom('evaluation')
        .selectAll()
        .where('group_id', '=', r.group_id)
        .where('workspace_id', '=', workspaceId)
        .orderBy('version', 'desc')
        .execute();
      return Promise.all(
        rows.map(async (v) => {
          const s = await summaryOf(ctx.db, v);
          return {
            id: v.id,
            version: v.version,
            status: v.status,
            runDate: new Date(v.run_date).toISOString(),
            passRate: s.passRate,
            done: s.done,
            total: s.total,
          };
        }),
      );
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/evaluations/is-outdated/:id',
    permission: 'evaluations:view',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const r = await findEvaluation(ctx.db, workspaceId, req.params.id);
      const since = new Date(r.run_date).getTime();
      const flows = flowsOf(r);
      const [dataset, flowRows, evaluatorRows] = await Promise.all([
        ctx.db
          .selectFrom('dataset')
          .select(['updated_date'])
          .where('id', '=', r.dataset_id)
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst(),
        ctx.db
          .selectFrom('chat_flow')
          .select(['id', 'updated_date'])
          .where('workspace_id', '=', workspaceId)
          .where(
            'id',
            'in',
            flows.map((f) => f.id),
          )
          .execute(),
        ctx.db
          .selectFrom('evaluator')
          .select(['id', 'updated_date'])
          .where('workspace_id', '=', workspaceId)
          .execute(),
      ]);
      const changed = (d: Date | undefined) => (d ? new Date(d).getTime() > since : false);
      const flowState = flows.map((f) => {
        const now = flowRows.find((x) => x.id === f.id);
        return { id: f.id, name: f.name, deleted: !now, changed: changed(now?.updated_date) };
      });
      const evaluators = evaluatorsOf(r).map((e) => {
        const now = evaluatorRows.find((x) => x.id === e.id);
        return { id: e.id, name: e.name, deleted: !now, changed: changed(now?.updated_date) };
      });
      const datasetState = {
        id: r.dataset_id,
        name: r.dataset_name,
        deleted: !dataset,
        changed: changed(dataset?.updated_date),
      };
      const isOutdated =
        datasetState.changed || flowState.some((f) => f.changed) || evaluators.some((e) => e.changed);
      return { isOutdated, dataset: datasetState, flows: flowState, evaluators };
    },
  }),

  route<{ Params: { id: string; otherId: string } }>({
    method: 'GET',
    url: '/evaluations/:id/compare/:otherId',
    permission: 'evaluations:view',
    feature,
    schema: {
      params: {
        type: 'object',
        required: ['id', 'otherId'],
        properties: { id: { type: 'string', format: 'uuid' }, otherId: { type: 'string', format: 'uuid' } },
      },
    },
    async handler(req, _reply, ctx): Promise<RunComparison & { before: string; after: string }> {
      const workspaceId = requestScope(req).workspaceId;
      // "before" is the other run, "after" this one: how this run differs from it.
      const [after, before] = await Promise.all([
        findEvaluation(ctx.db, workspaceId, req.params.id),
        findEvaluation(ctx.db, workspaceId, req.params.otherId),
      ]);
      const load = (id: string) =>
        ctx.db.selectFrom('evaluation_result').selectAll().where('evaluation_id', '=', id).execute();
      const [a, b] = await Promise.all([load(after.id), load(before.id)]);
      return { before: before.id, after: after.id, ...compareRuns(b.map(toResult), a.map(toResult)) };
    },
  }),
];
