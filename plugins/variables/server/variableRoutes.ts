import { randomUUID } from 'node:crypto';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type PagedList,
  type ListSearchQuery,
  listPageOf,
  listPageQuery,
  listSearchPattern,
  listSearchProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { variableNameProblem } from '../common/variableName.ts';
import {
  MAX_VARIABLE_VALUE,
  VARIABLE_TYPES,
  type Variable,
  type VariableInput,
} from '../common/variableTypes.ts';
import { assertVariableNameFree, findVariableRow, rethrowNameTaken, toVariable } from './variableStore.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } } };
const properties = {
  name: { type: 'string' },
  value: { type: 'string', maxLength: MAX_VARIABLE_VALUE },
  type: { enum: [...VARIABLE_TYPES] },
};

/** 400 with the rule the name breaks (kept in one place, shared with the web form). */
function checkedName(name: string): string {
  const problem = variableNameProblem(name);
  if (problem) throw httpError(400, `body/name: ${problem}`);
  return name;
}

export const variableRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/variables',
    permission: 'variables:view',
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, ctx): Promise<Variable[] | PagedList<Variable>> {
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = ctx.db.selectFrom('variable').where('workspace_id', '=', requestScope(req).workspaceId);
      // What the page shows and searched in the browser before: name, value and type.
      if (pattern)
        all = all.where((eb) =>
          eb.or([
            eb('name', 'ilike', pattern),
            eb('value', 'ilike', pattern),
            eb(eb.cast<string>('type', 'text'), 'ilike', pattern),
          ]),
        );
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const data = (await withListPage(ordered, page).execute()).map(toVariable);
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/variables/:id',
    permission: 'variables:view',
    schema: { params: idParams },
    async handler(req, _reply, ctx): Promise<Variable> {
      return toVariable(await findVariableRow(ctx.db, requestScope(req).workspaceId, req.params.id));
    },
  }),

  route<{ Body: VariableInput }>({
    method: 'POST',
    url: '/variables',
    permission: 'variables:create',
    schema: { body: { type: 'object', required: ['name'], additionalProperties: false, properties } },
    async handler(req, reply, ctx): Promise<Variable> {
      const workspaceId = requestScope(req).workspaceId;
      const name = checkedName(req.body.name);
      await assertVariableNameFree(ctx.db, workspaceId, name);
      const row = await ctx.db
        .insertInto('variable')
        .values({
          id: randomUUID(),
          workspace_id: workspaceId,
          name,
          value: req.body.value ?? '',
          type: req.body.type ?? 'static',
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((err) => rethrowNameTaken(err, name));
      reply.code(201);
      return toVariable(row);
    },
  }),

  route<{ Params: { id: string }; Body: Partial<VariableInput> }>({
    method: 'PUT',
    url: '/variables/:id',
    permission: 'variables:update',
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties } },
    async handler(req, _reply, ctx): Promise<Variable> {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findVariableRow(ctx.db, workspaceId, req.params.id);
      const name = req.body.name === undefined ? row.name : checkedName(req.body.name);
      if (name !== row.name) await assertVariableNameFree(ctx.db, workspaceId, name, row.id);
      const updated = await ctx.db
        .updateTable('variable')
        .set({
          name,
          value: req.body.value ?? row.value,
          type: req.body.type ?? row.type,
          updated_date: new Date(),
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((err) => rethrowNameTaken(err, name));
      return toVariable(updated);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/variables/:id',
    permission: 'variables:delete',
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findVariableRow(ctx.db, workspaceId, req.params.id);
      await ctx.db
        .deleteFrom('variable')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', row.id)
        .execute();
      return reply.code(204).send();
    },
  }),
];
