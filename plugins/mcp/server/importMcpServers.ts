import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { headersProblem, serverUrlProblem } from '../common/mcpServerInput.ts';
import { MCP_SERVER_AUTH_TYPES, type McpServerAuthType } from '../common/mcpServerTypes.ts';
import { MAX_TOOLS_BYTES } from './authorizeMcpServer.ts';
import { sealedHeaderColumns, storedTools } from './mcpServerRows.ts';
import './CustomMcpServerTable.ts';

/** A saved MCP server brought from elsewhere (the peer's database), its headers in clear. */
export interface ImportedMcpServer {
  id: string;
  name: string;
  serverUrl: string;
  iconSrc?: string | null;
  color?: string | null;
  authType?: string;
  /** Header name to value (CUSTOM_HEADERS); empty or absent without. */
  headers?: Record<string, string>;
  /** The tools it listed when last connected, as the peer keeps them (`{"tools": [...]}`). */
  tools?: string | null;
  status?: string;
  createdDate?: string;
}

export interface McpServersImport {
  imported: number;
  /** Reason -> how many servers. */
  skipped: Record<string, number>;
  /** Imported id -> the id it has here, where they differ (flows' references are rewritten with it). */
  ids: Map<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A CSS colour as the routes accept it. */
const COLOR = /^[#(),.%\sA-Za-z0-9-]{1,200}$/;

/**
 * The tools kept with the server: those it listed when the peer connected it (AUTHORIZED), as
 * `{"tools": [...]}` text and their count; null when it was not connected or they are unreadable.
 */
function keptTools(item: ImportedMcpServer): { tools: string; count: number } | null {
  if (item.status !== 'AUTHORIZED' || !item.tools) return null;
  try {
    if (!Array.isArray((JSON.parse(item.tools) as { tools?: unknown } | null)?.tools)) return null;
  } catch {
    return null;
  }
  const tools = JSON.stringify({ tools: storedTools({ tools: item.tools }) });
  if (Buffer.byteLength(tools, 'utf8') > MAX_TOOLS_BYTES) return null;
  return { tools, count: storedTools({ tools }).length };
}

/** The row's checked fields; a 400 naming the server and the field when one cannot be saved. */
function checked(item: ImportedMcpServer) {
  const which = `MCP server '${item.name}' (${item.id})`;
  const name = item.name.trim();
  if (!name) throw httpError(400, `MCP server ${item.id}: name is blank`);
  const urlProblem = serverUrlProblem(item.serverUrl);
  if (urlProblem) throw httpError(400, `${which}: ${urlProblem.replace(/^body\//, '')}`);
  const headers = item.authType === 'CUSTOM_HEADERS' ? (item.headers ?? {}) : {};
  const headerProblem = headersProblem(headers);
  if (headerProblem) throw httpError(400, `${which}: ${headerProblem.replace(/^body\//, '')}`);
  const authType: McpServerAuthType = MCP_SERVER_AUTH_TYPES.includes(item.authType as McpServerAuthType)
    ? (item.authType as McpServerAuthType)
    : Object.keys(headers).length
      ? 'CUSTOM_HEADERS'
      : 'NONE';
  const icon = item.iconSrc?.trim();
  return {
    name,
    serverUrl: item.serverUrl.trim(),
    headers,
    authType,
    // Only what the page can show: an icon or colour it would refuse is left out.
    iconSrc: icon && /^(https?:\/\/|data:image\/|\/)/i.test(icon) && icon.length <= 2048 ? icon : null,
    color: item.color && COLOR.test(item.color) ? item.color : null,
  };
}

/**
 * Stores saved MCP servers in the workspace inside the caller's transaction, their headers sealed
 * with this server's key (bound to the row, as the routes seal them). The id is kept when free
 * (flows naming it keep working); a taken id gets a new one. A server whose id, or whose name and
 * address, exists in the workspace is not imported again: the one here is used. A server that was
 * connected keeps the tools it listed and stays AUTHORIZED; any other is PENDING (connect it).
 * A server whose address or headers cannot be saved is a 400 naming it and the field.
 */
export async function importMcpServers(
  db: Kysely<Database>,
  key: Buffer,
  workspaceId: string,
  items: ImportedMcpServer[],
): Promise<McpServersImport> {
  const result: McpServersImport = { imported: 0, skipped: {}, ids: new Map() };
  const skip = (why: string) => {
    result.skipped[why] = (result.skipped[why] ?? 0) + 1;
  };
  for (const item of items) {
    const fields = checked(item);
    const here = await db
      .selectFrom('custom_mcp_server')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where((eb) =>
        eb.or([
          eb('id', '=', item.id),
          eb.and([eb('name', '=', fields.name), eb('server_url', '=', fields.serverUrl)]),
        ]),
      )
      .orderBy('created_date')
      .execute();
    const same = here.find((r) => r.id === item.id) ?? here[0];
    if (same) {
      skip('a server with this id, or this name and address, exists here and is used instead');
      if (same.id !== item.id) result.ids.set(item.id, same.id);
      continue;
    }
    const idTaken =
      !UUID.test(item.id) ||
      !!(await db.selectFrom('custom_mcp_server').select('id').where('id', '=', item.id).executeTakeFirst());
    const id = idTaken ? randomUUID() : item.id;
    if (id !== item.id) result.ids.set(item.id, id);
    const tools = keptTools(item);
    const date = item.createdDate ? new Date(item.createdDate) : new Date();
    await db
      .insertInto('custom_mcp_server')
      .values({
        id,
        workspace_id: workspaceId,
        name: fields.name,
        server_url: fields.serverUrl,
        icon_src: fields.iconSrc,
        color: fields.color,
        auth_type: fields.authType,
        ...sealedHeaderColumns(key, id, fields.headers),
        tools: tools?.tools ?? null,
        tool_count: tools?.count ?? 0,
        status: tools ? 'AUTHORIZED' : 'PENDING',
        error: null,
        created_date: Number.isNaN(date.getTime()) ? new Date() : date,
        updated_date: new Date(),
      })
      .execute();
    result.imported++;
  }
  return result;
}
