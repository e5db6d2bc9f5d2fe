import { randomUUID } from 'node:crypto';
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
import { MASKED, type McpServerInput } from '../common/mcpServerTypes.ts';
import { authorizeMcpServerRoutes } from './authorizeMcpServer.ts';
import {
  checkedHeaders,
  checkedIcon,
  checkedName,
  checkedUrl,
  idParams,
  mcpServerProperties,
} from './mcpServerInputs.ts';
import { findMcpServer, openHeaders, sealHeaders, toMcpServerView } from './mcpServerRows.ts';

/** Every column but the discovered tools (lists stay small, as the peer's select:false does). */
const LIST_COLUMNS = [
  'id',
  'workspace_id',
  'name',
  'server_url',
  'icon_src',
  'color',
  'auth_type',
  'header_names',
  'auth_data',
  'auth_iv',
  'auth_tag',
  'tool_count',
  'status',
  'error',
  'created_date',
  'updated_date',
] as const;

/** The peer's /custom-mcp-servers: a workspace's saved MCP servers (tools:* permissions). */
export const mcpServerRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/custom-mcp-servers',
    permission: 'tools:view',
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, { db }) {
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = db.selectFrom('custom_mcp_server').where('workspace_id', '=', requestScope(req).workspaceId);
      // What the page searched in the browser: the name and the address.
      if (pattern)
        all = all.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('server_url', 'ilike', pattern)]));
      const ordered = all.select(LIST_COLUMNS).orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const rows = await withListPage(ordered, page).execute();
      const data = rows.map((r) => toMcpServerView({ ...r, tools: null }));
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/custom-mcp-servers/:id',
    permission: 'tools:view',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const row = await findMcpServer(db, requestScope(req).workspaceId, req.params.id);
      return { ...toMcpServerView(row), tools: row.tools };
    },
  }),
  route<{ Body: McpServerInput }>({
    method: 'POST',
    url: '/custom-mcp-servers',
    permission: 'tools:create',
    schema: {
      body: {
        type: 'object',
        required: ['name', 'serverUrl'],
        additionalProperties: false,
        properties: mcpServerProperties,
      },
    },
    async handler(req, reply, ctx) {
      const body = req.body;
      const id = randomUUID();
      const headers = checkedHeaders(body, undefined) ?? {};
      const row = await ctx.db
        .insertInto('custom_mcp_server')
        .values({
          id,
          workspace_id: requestScope(req).workspaceId,
          name: checkedName(body.name),
          server_url: checkedUrl(body.serverUrl),
          icon_src: checkedIcon(body.iconSrc),
          color: body.color || null,
          auth_type: body.authType ?? (Object.keys(headers).length ? 'CUSTOM_HEADERS' : 'NONE'),
          ...(await sealHeaders(ctx, id, headers)),
          tools: null,
          error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toMcpServerView(row));
    },
  }),
  route<{ Body: Partial<McpServerInput>; Params: { id: string } }>({
    method: 'PUT',
    url: '/custom-mcp-servers/:id',
    permission: 'tools:update',
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, properties: mcpServerProperties },
    },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const body = req.body;
      const row = await findMcpServer(ctx.db, workspaceId, req.params.id);
      const keeps = Object.values(body.authConfig?.headers ?? {}).includes(MASKED);
      const headers = checkedHeaders(body, keeps ? await openHeaders(ctx, row) : {});
      const url = body.serverUrl === undefined ? undefined : checkedUrl(body.serverUrl, row.server_url);
      const authType =
        body.authType ?? (headers && Object.keys(headers).length ? 'CUSTOM_HEADERS' : undefined);
      // Another address or other headers: the tools found before may not be the server's any more.
      const reconnect =
        (url !== undefined && url !== row.server_url) ||
        headers !== undefined ||
        (authType !== undefined && authType !== row.auth_type);
      const updated = await ctx.db
        .updateTable('custom_mcp_server')
        .set({
          ...(body.name !== undefined ? { name: checkedName(body.name) } : {}),
          ...(url !== undefined ? { server_url: url } : {}),
          ...(body.iconSrc !== undefined ? { icon_src: checkedIcon(body.iconSrc) } : {}),
          ...(body.color !== undefined ? { color: body.color || null } : {}),
          ...(authType !== undefined ? { auth_type: authType } : {}),
          ...(headers !== undefined ? await sealHeaders(ctx, row.id, headers) : {}),
          ...(reconnect ? { status: 'PENDING', error: null } : {}),
          updated_date: new Date(),
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw httpError(404, `Custom MCP server ${req.params.id} not found`);
      return toMcpServerView(updated);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/custom-mcp-servers/:id',
    permission: 'tools:delete',
    schema: { params: idParams },
    async handler(req, reply, { db }) {
      const result = await db
        .deleteFrom('custom_mcp_server')
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0)
        throw httpError(404, `Custom MCP server ${req.params.id} not found`);
      return reply.code(204).send();
    },
  }),
  ...authorizeMcpServerRoutes,
];
