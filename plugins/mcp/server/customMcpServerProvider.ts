import { RULE_TEXTS, ruleMessage, type SaidText } from '../../../node-registry/rules/ruleMessage.ts';
import type {
  ToolProvider,
  ToolProviderContext,
  ToolProviderServer,
} from '../../../host/server/engine/toolProvider.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { maskServerUrl } from '../common/maskServerUrl.ts';
import { mcpActions } from '../common/mcpTarget.ts';
import { MCP_ACTIONS_INPUT } from './mcpProvider.ts';
import { mcpConnectOptions, mcpTools } from './mcpToolkit.ts';
import { type McpServerRow, openHeaders, storedTools } from './mcpServerRows.ts';

const LABEL = 'Custom MCP Server';
const NAME = 'customMcpServerTool';

const serverId = (config: Record<string, unknown>) =>
  typeof config.mcpServerId === 'string' ? config.mcpServerId.trim() : '';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readRow(db: ToolProviderServer['db'], workspaceId: string, id: string) {
  if (!UUID.test(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('custom_mcp_server')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Why the saved server cannot be used, naming it; null when it is connected. */
function rowProblem(id: string, row: McpServerRow | undefined): SaidText | null {
  if (!row) return ruleMessage(RULE_TEXTS.mcpServerMissing, { id }, { label: LABEL });
  if (row.status !== 'AUTHORIZED')
    return ruleMessage(
      RULE_TEXTS.mcpServerNotConnected,
      { server: row.name, status: row.status },
      { label: LABEL },
    );
  return null;
}

function serverOf(ctx: ToolProviderContext): ToolProviderServer {
  if (!ctx.server) throw new Error(`${LABEL} needs the server's database, which this caller does not give`);
  return ctx.server;
}

/** The connected server the config picks, or an error naming what is wrong. */
async function pickedRow(config: Record<string, unknown>, ctx: ToolProviderContext): Promise<McpServerRow> {
  const id = serverId(config);
  if (!id) throw new Error(`${LABEL}: choose a saved MCP server`);
  const row = await readRow(serverOf(ctx).db, ctx.workspaceId, id);
  const problem = rowProblem(id, row);
  if (problem || !row) throw new Error(problem?.message ?? id);
  return row;
}

/** The workspace's saved servers for the picker: name, masked address, and whether it is connected. */
async function listServers(
  _config: Record<string, unknown>,
  ctx: ToolProviderContext,
): Promise<OptionItem[]> {
  const rows = await serverOf(ctx)
    .db.selectFrom('custom_mcp_server')
    .select(['id', 'name', 'server_url', 'status', 'tool_count'])
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    label: r.name,
    name: r.id,
    description:
      r.status === 'AUTHORIZED'
        ? `${maskServerUrl(r.server_url)} (${r.tool_count} tools)`
        : `${maskServerUrl(r.server_url)} (not connected)`,
  }));
}

/**
 * The peer's Custom MCP Server tool: a server saved on the Tools page (its URL and sealed headers),
 * picked by id, and the tools it listed when connected. Runs connect with the stored headers.
 */
export const customMcpServerProvider: ToolProvider & {
  listActions(config: Record<string, unknown>, ctx: ToolProviderContext): Promise<OptionItem[]>;
} = {
  name: NAME,
  label: LABEL,
  description: 'Use tools from authorized MCP servers configured in workspace',
  category: 'Tools (MCP)',
  inputs: [
    { label: LABEL, name: 'mcpServerId', type: 'asyncOptions', loadMethod: 'listServers', refresh: true },
    MCP_ACTIONS_INPUT,
  ],
  async tools(config, ctx) {
    const row = await pickedRow(config, ctx);
    const headers = await openHeaders(serverOf(ctx), row);
    for (const value of Object.values(headers)) if (value) ctx.addSecret(value);
    return mcpTools({ url: row.server_url, headers }, mcpActions(config), mcpConnectOptions(ctx));
  },
  // What the server listed when it was connected: the form needs no connection.
  async listActions(config, ctx) {
    return storedTools(await pickedRow(config, ctx))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => ({ label: t.name, name: t.name, description: t.description }));
  },
  loadMethods: { listServers },
  check: (config) =>
    serverId(config) ? [] : [ruleMessage(RULE_TEXTS.chooseMcpServer, { name: NAME }, { label: LABEL })],
  async checkInWorkspace(config, { db, workspaceId }) {
    const id = serverId(config);
    if (!id) return [];
    const problem = rowProblem(id, await readRow(db, workspaceId, id));
    return problem ? [problem] : [];
  },
};
