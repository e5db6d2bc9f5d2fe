import type { Selectable } from 'kysely';
import type { ToolProviderServer } from '../../../host/server/engine/toolProvider.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { credentialKeyFor, openCredentialData, sealCredentialData } from '../../credentials/public.ts';
import { maskServerUrl } from '../common/maskServerUrl.ts';
import {
  MASKED,
  type McpServerAuthType,
  type McpServerStatus,
  type McpServerTool,
  type McpServerView,
} from '../common/mcpServerTypes.ts';
import type { CustomMcpServerTable } from './CustomMcpServerTable.ts';
import './CustomMcpServerTable.ts';

export type McpServerRow = Selectable<CustomMcpServerTable>;

function headerNames(row: Pick<McpServerRow, 'header_names'>): string[] {
  try {
    const names: unknown = JSON.parse(row.header_names ?? '[]');
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** A row as the API answers it: header names with MASKED values, the URL's path masked. */
export function toMcpServerView(row: McpServerRow): McpServerView {
  const names = headerNames(row);
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    serverUrl: maskServerUrl(row.server_url),
    iconSrc: row.icon_src,
    color: row.color,
    authType: row.auth_type as McpServerAuthType,
    ...(names.length ? { authConfig: { headers: Object.fromEntries(names.map((n) => [n, MASKED])) } } : {}),
    toolCount: row.tool_count,
    status: row.status as McpServerStatus,
    error: row.error,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
  };
}

/** The saved server with this id in this workspace; 404 naming it when missing or another workspace's. */
export async function findMcpServer(
  db: ToolProviderServer['db'],
  workspaceId: string,
  id: string,
): Promise<McpServerRow> {
  const row = await db
    .selectFrom('custom_mcp_server')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Custom MCP server ${id} not found`);
  return row;
}

/** The credentials key, for a route or a run (a run has no log: the key exists by then). */
const keyOf = (server: ToolProviderServer) =>
  credentialKeyFor({ ...server, log: server.log ?? { info() {} } } as unknown as ServerContext);

/** The columns that hold headers sealed for this row; all null without headers. */
export async function sealHeaders(
  server: ToolProviderServer,
  rowId: string,
  headers: Record<string, string>,
) {
  return sealedHeaderColumns(await keyOf(server), rowId, headers);
}

/** The columns that hold headers sealed with `key` for this row; all null without headers. */
export function sealedHeaderColumns(key: Buffer, rowId: string, headers: Record<string, string>) {
  const names = Object.keys(headers);
  if (!names.length) return { header_names: null, auth_data: null, auth_iv: null, auth_tag: null };
  const sealed = sealCredentialData(key, rowId, headers);
  return {
    header_names: JSON.stringify(names),
    auth_data: sealed.encrypted_data,
    auth_iv: sealed.iv,
    auth_tag: sealed.tag,
  };
}

/** The row's headers with their values, for connecting; none when it has none. */
export async function openHeaders(
  server: ToolProviderServer,
  row: McpServerRow,
): Promise<Record<string, string>> {
  if (row.auth_type !== 'CUSTOM_HEADERS' || !row.auth_data || !row.auth_iv || !row.auth_tag) return {};
  const opened = openCredentialData(await keyOf(server), row.id, {
    encrypted_data: row.auth_data,
    iv: row.auth_iv,
    tag: row.auth_tag,
  });
  return Object.fromEntries(Object.entries(opened).filter(([, v]) => typeof v === 'string'));
}

/** The tools the server listed on its last connection (the peer's `{"tools": [...]}` text). */
export function storedTools(row: Pick<McpServerRow, 'tools'>): McpServerTool[] {
  try {
    const parsed = JSON.parse(row.tools ?? 'null') as { tools?: unknown } | null;
    if (!Array.isArray(parsed?.tools)) return [];
    return parsed.tools
      .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object' && typeof t.name === 'string')
      .map((t) => ({
        name: t.name as string,
        description: typeof t.description === 'string' ? t.description : '',
        inputSchema:
          t.inputSchema && typeof t.inputSchema === 'object'
            ? (t.inputSchema as Record<string, unknown>)
            : {},
      }));
  } catch {
    return [];
  }
}
