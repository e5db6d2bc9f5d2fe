import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { ToolProviderServer } from '../../../host/server/engine/toolProvider.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { createGuardedWebFetch } from '../../../host/server/sandbox/guardedWebFetch.ts';
import { withMcp } from './mcpClient.ts';
import { idParams } from './mcpServerInputs.ts';
import {
  findMcpServer,
  type McpServerRow,
  openHeaders,
  storedTools,
  toMcpServerView,
} from './mcpServerRows.ts';

/** How long connecting and listing may take. */
const AUTHORIZE_TIMEOUT_MS = 15_000;
/** The most tool JSON kept of one server (the peer's default limit). */
export const MAX_TOOLS_BYTES = 512 * 1024;

/**
 * Connects to the saved server as a run would (its headers, the guarded fetch, streamable HTTP then
 * SSE) and lists its tools: { tools } or { error } naming what failed.
 */
export async function discoverTools(
  server: ToolProviderServer,
  row: McpServerRow,
): Promise<{ toolsJson: string; count: number } | { error: string }> {
  try {
    const headers = await openHeaders(server, row);
    const signal = AbortSignal.timeout(AUTHORIZE_TIMEOUT_MS);
    const fetch = createGuardedWebFetch({ allowPrivate: server.config.allowPrivate });
    const tools = await withMcp({ url: row.server_url, headers }, { fetch, signal }, (s) =>
      s.listTools(signal),
    );
    const toolsJson = JSON.stringify({ tools });
    if (Buffer.byteLength(toolsJson, 'utf8') > MAX_TOOLS_BYTES)
      return {
        error: `The server lists more tools than fit (${MAX_TOOLS_BYTES} bytes of tool descriptions)`,
      };
    return { toolsJson, count: tools.length };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Header values never show in a message, whatever the transport put in it.
    const headers = await openHeaders(server, row).catch(() => ({}));
    let safe = message;
    for (const value of Object.values(headers)) if (value) safe = safe.split(value).join('***');
    return { error: safe.slice(0, 1000) };
  }
}

/** Connecting a saved server (the peer's "authorize") and the tools it listed. */
export const authorizeMcpServerRoutes: PluginRoute[] = [
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/custom-mcp-servers/:id/tools',
    permission: 'tools:view',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      return storedTools(await findMcpServer(db, requestScope(req).workspaceId, req.params.id));
    },
  }),
  // Answers 200 either way: the row records the outcome (AUTHORIZED with its tools, or ERROR with
  // why), which the answer shows; an unknown id is 404.
  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/custom-mcp-servers/:id/authorize',
    permission: 'tools:create,tools:update',
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findMcpServer(ctx.db, workspaceId, req.params.id);
      const found = await discoverTools(ctx, row);
      const outcome =
        'error' in found
          ? { status: 'ERROR', error: found.error }
          : { status: 'AUTHORIZED', error: null, tools: found.toolsJson, tool_count: found.count };
      const updated = await ctx.db
        .updateTable('custom_mcp_server')
        .set({ ...outcome, updated_date: new Date() })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw httpError(404, `Custom MCP server ${req.params.id} not found`);
      return { ...toMcpServerView(updated), tools: storedTools(updated) };
    },
  }),
];
