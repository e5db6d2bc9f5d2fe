import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  type PagedList,
  listPageOf,
  listPageQuery,
  listSearchPattern,
  listSearchProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { EVALUATOR_TYPES, type Evaluator, type EvaluatorType } from '../common/evaluationTypes.ts';
import { TYPE_LABELS } from '../common/describeEvaluator.ts';
import { EvaluatorConfigError, parseEvaluatorConfig } from '../common/parseEvaluatorConfig.ts';
import { idParams } from './routeSchemas.ts';
import type { EvaluatorTable } from './tables.ts';

const feature = 'feat:evaluators';

export const toEvaluator = (r: Selectable<EvaluatorTable>): Evaluator => ({
  id: r.id,
  name: r.name,
  type: r.type as EvaluatorType,
  config: JSON.parse(r.config) as Evaluator['config'],
  createdDate: new Date(r.created_date).toISOString(),
  updatedDate: new Date(r.updated_date).toISOString(),
});

function checkedConfig(type: EvaluatorType, config: unknown): string {
  try {
    return JSON.stringify(parseEvaluatorConfig(type, config));
  } catch (err) {
    if (err instanceof EvaluatorConfigError) throw httpError(400, `body/${err.message}`);
    throw err;
  }
}

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
    type: { enum: [...EVALUATOR_TYPES] },
    config: { type: 'object' },
  },
} as const;
type Body = { name: string; type: EvaluatorType; config: unknown };

async function findEvaluator(ctx: Parameters<PluginRoute['handler']>[2], workspaceId: string, id: string) {
  const row = await ctx.db
    .selectFrom('evaluator')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Evaluator ${id} not found`);
  return row;
}

export const evaluatorRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/evaluators',
    permission: 'evaluators:view',
    feature,
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, ctx): Promise<Evaluator[] | PagedList<Evaluator>> {
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = ctx.db.selectFrom('evaluator').where('workspace_id', '=', requestScope(req).workspaceId);
      if (pattern) {
        // The name, the type or the type's label ("LLM judge" finds the llm ones).
        const text = (req.query.search ?? '').trim().toLowerCase();
        const labelled = Object.entries(TYPE_LABELS)
          .filter(([, label]) => label.toLowerCase().includes(text))
          .map(([type]) => type);
        all = all.where((eb) =>
          eb.or([
            eb('name', 'ilike', pattern),
            eb('type', 'ilike', pattern),
            ...(labelled.length ? [eb('type', 'in', labelled)] : []),
          ]),
        );
      }
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const data = (await withListPage(ordered, page).execute()).map(toEvaluator);
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/evaluators/:id',
    permission: 'evaluators:view',
    feature,
    schema: { params: idParams },
    handler: async (req, _reply, ctx) =>
      toEvaluator(await findEvaluator(ctx, requestScope(req).workspaceId, req.params.id)),
  }),

  route<{ Body: Body }>({
    method: 'POST',
    url: '/evaluators',
    permission: 'evaluators:create',
    feature,
    schema: { body: { ...body, required: ['name', 'type', 'config'] } },
    async handler(req, reply, ctx): Promise<Evaluator> {
      const config = checkedConfig(req.body.type, req.body.config);
      const row = await ctx.db
        .insertInto('evaluator')
        .values({
          id: randomUUID(),
          workspace_id: requestScope(req).workspaceId,
          name: req.body.name.trim(),
          type: req.body.type,
          config,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toEvaluator(row);
    },
  }),

  route<{ Params: { id: string }; Body: Partial<Body> }>({
    method: 'PUT',
    url: '/evaluators/:id',
    permission: 'evaluators:update',
    feature,
    schema: { params: idParams, body },
    async handler(req, _reply, ctx): Promise<Evaluator> {
      const found = await findEvaluator(ctx, requestScope(req).workspaceId, req.params.id);
      const type = req.body.type ?? (found.type as EvaluatorType);
      if (req.body.type && req.body.type !== found.type && req.body.config === undefined)
        throw httpError(400, 'body/config: a new type needs its config');
      const config = req.body.config !== undefined ? checkedConfig(type, req.body.config) : undefined;
      const row = await ctx.db
        .updateTable('evaluator')
        .set({
          ...(req.body.name !== undefined ? { name: req.body.name.trim() } : {}),
          type,
          ...(config ? { config } : {}),
          updated_date: sql`now()`,
        })
        .where('id', '=', found.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvaluator(row);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/evaluators/:id',
    permission: 'evaluators:delete',
    feature,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const found = await findEvaluator(ctx, requestScope(req).workspaceId, req.params.id);
      // Runs keep a copy of their evaluators, so their results stay readable.
      await ctx.db.deleteFrom('evaluator').where('id', '=', found.id).execute();
      return { deleted: 1 };
    },
  }),
];
