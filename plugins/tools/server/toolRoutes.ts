import { randomUUID } from 'node:crypto';
import {
  firstDisallowedModule,
  moduleNotAllowedMessage,
} from '../../../host/common/sandbox/requiredModules.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  listPageOf,
  listPageQuery,
  listSearchPattern,
  listSearchProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { allowedSandboxModules } from '../../../host/server/sandbox/modules/sandboxModuleList.ts';
import { DEFAULT_TOOL_COLOR } from '../common/toolColors.ts';
import { compileToolSchema } from '../common/compileToolSchema.ts';
import { cssColorToHex } from '../common/cssColorToHex.ts';
import { schemaText } from '../common/readToolFile.ts';
import { toolNameProblem } from '../common/toolName.ts';
import type { ToolInput, ToolTestRunInput } from '../common/toolTypes.ts';
import { runToolCode } from './runToolCode.ts';
import { findTool, isDuplicateName, toTool } from './toolRows.ts';

const EMPTY_SCHEMA = '{"type":"object","properties":{}}';
const FUNC_MAX = 100_000;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const toolProperties = {
  name: { type: 'string', maxLength: 200 },
  description: { type: 'string', minLength: 1, maxLength: 5000 },
  // '#rrggbb'; the peer's clients send rgb() and linear-gradient() colours, converted to hex.
  color: { type: 'string', maxLength: 200 },
  iconSrc: { type: ['string', 'null'], maxLength: 2048 },
  schema: { type: 'string', maxLength: 100_000 },
  func: { type: 'string', minLength: 1, maxLength: FUNC_MAX },
} as const;

const argsSchema = { type: 'object' } as const;
/** Tool runs may pick a shorter limit (the sandbox caps it at 60 s). */
const timeoutSchema = { type: 'integer', minimum: 100, maximum: 60_000 } as const;

/**
 * Checks name, colour and schema the way 400 messages should read; answers the colour and schema
 * text to store. The peer's shapes are accepted as its clients send them: a gradient or rgb()
 * colour becomes hex, a schema of property rows becomes a JSON Schema object.
 */
function checkInput(input: Partial<ToolInput>): { schema?: string; color?: string } {
  if (input.name !== undefined) {
    const problem = toolNameProblem(input.name);
    if (problem) throw httpError(400, `Invalid tool name '${input.name}': ${problem}`);
  }
  let color: string | undefined;
  if (input.color !== undefined) {
    color = cssColorToHex(input.color) ?? undefined;
    if (!color) throw httpError(400, `body/color: use a colour like #4f6bed, not '${input.color}'`);
  }
  if (input.func !== undefined) {
    const allowed = allowedSandboxModules();
    const module = firstDisallowedModule(input.func, allowed);
    if (module) throw httpError(400, `body/func: ${moduleNotAllowedMessage(module, allowed)}`);
  }
  if (input.schema === undefined) return { color };
  const schema = schemaText(input.schema);
  const compiled = compileToolSchema(schema);
  if (!compiled.ok) throw httpError(400, compiled.message);
  return { color, schema: schema.trim() ? schema : EMPTY_SCHEMA };
}

function duplicate(name: string | undefined) {
  return httpError(409, `A tool named '${name}' already exists in this workspace`);
}

/** CRUD under /tools plus running a saved tool and test-running an unsaved one. */
export const toolRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/tools',
    permission: 'tools:view',
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, { db }) {
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = db.selectFrom('tool').where('workspace_id', '=', requestScope(req).workspaceId);
      if (pattern)
        all = all.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const data = (await withListPage(ordered, page).execute()).map(toTool);
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/tools/:id',
    permission: 'tools:view',
    schema: { params: idParams },
    handler: (req, _reply, { db }) => findTool(db, requestScope(req).workspaceId, req.params.id),
  }),
  route<{ Body: ToolInput }>({
    method: 'POST',
    url: '/tools',
    permission: 'tools:create',
    schema: {
      body: {
        type: 'object',
        required: ['name', 'description', 'func'],
        additionalProperties: false,
        properties: toolProperties,
      },
    },
    async handler(req, reply, { db }) {
      const checked = checkInput(req.body);
      const schema = checked.schema ?? EMPTY_SCHEMA;
      const { name, description, iconSrc, func } = req.body;
      try {
        const row = await db
          .insertInto('tool')
          .values({
            id: randomUUID(),
            workspace_id: requestScope(req).workspaceId,
            name,
            description,
            color: checked.color ?? DEFAULT_TOOL_COLOR,
            icon_src: iconSrc || null,
            schema,
            func,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send(toTool(row));
      } catch (error) {
        throw isDuplicateName(error) ? duplicate(name) : error;
      }
    },
  }),
  route<{ Body: Partial<ToolInput>; Params: { id: string } }>({
    method: 'PUT',
    url: '/tools/:id',
    permission: 'tools:update',
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, properties: toolProperties },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const { schema, color } = checkInput(req.body);
      const { name, description, iconSrc, func } = req.body;
      try {
        const row = await db
          .updateTable('tool')
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(description !== undefined ? { description } : {}),
            ...(color !== undefined ? { color } : {}),
            ...(iconSrc !== undefined ? { icon_src: iconSrc || null } : {}),
            ...(schema !== undefined ? { schema } : {}),
            ...(func !== undefined ? { func } : {}),
            updated_date: new Date(),
          })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', req.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw httpError(404, `Tool ${req.params.id} not found`);
        return toTool(row);
      } catch (error) {
        throw isDuplicateName(error) ? duplicate(name) : error;
      }
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/tools/:id',
    permission: 'tools:delete',
    schema: { params: idParams },
    async handler(req, reply, { db }) {
      const result = await db
        .deleteFrom('tool')
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw httpError(404, `Tool ${req.params.id} not found`);
      return reply.code(204).send();
    },
  }),
  // Running code (with fetch) is authoring work: it needs the right to create or edit tools.
  route<{ Body: ToolTestRunInput & { timeoutMs?: number } }>({
    method: 'POST',
    url: '/tools/test-run',
    permission: 'tools:create,tools:update',
    schema: {
      body: {
        type: 'object',
        required: ['func'],
        additionalProperties: false,
        properties: {
          func: toolProperties.func,
          schema: toolProperties.schema,
          args: argsSchema,
          timeoutMs: timeoutSchema,
        },
      },
    },
    handler: (req, _reply, { config }) =>
      runToolCode(req.body.func, req.body.schema, req.body.args ?? {}, {
        timeoutMs: req.body.timeoutMs,
        allowPrivate: config.allowPrivate,
      }),
  }),
  route<{ Params: { id: string }; Body: { args?: Record<string, unknown>; timeoutMs?: number } }>({
    method: 'POST',
    url: '/tools/:id/run',
    permission: 'tools:create,tools:update',
    schema: {
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { args: argsSchema, timeoutMs: timeoutSchema },
      },
    },
    async handler(req, _reply, { db, config }) {
      const tool = await findTool(db, requestScope(req).workspaceId, req.params.id);
      return runToolCode(tool.func, tool.schema, req.body?.args ?? {}, {
        timeoutMs: req.body?.timeoutMs,
        allowPrivate: config.allowPrivate,
      });
    },
  }),
];
