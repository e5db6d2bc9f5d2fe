import { type ExportData, emptyExport, flowSet } from '../../export-import/public.ts';
import type { ImportProgress } from '../common/flowiseImportTypes.ts';
import { STEP_TEXTS } from '../common/importStep.ts';
import type {
  PeerApiKey,
  PeerCredential,
  PeerLoginMethod,
  PeerMcpServer,
  PeerSets,
  PeerShare,
} from '../common/peerSets.ts';
import { readPeerIdentity } from './readPeerIdentity.ts';
import { exportRow, jsonValue } from './peerRows.ts';
import type { PeerRow, PeerSource } from './PeerSource.ts';

/** Peer tables that fill one export set each, as its export writes them. */
const TABLE_SETS = [
  ['tool', 'Tool'],
  ['variable', 'Variable'],
  ['chat_message', 'ChatMessage'],
  ['chat_message_feedback', 'ChatMessageFeedback'],
  ['custom_template', 'CustomTemplate'],
  ['document_store', 'DocumentStore'],
  ['document_store_file_chunk', 'DocumentStoreFileChunk'],
  ['execution', 'Execution'],
] as const;

const ASSISTANT_SETS: Record<string, keyof ExportData> = {
  CUSTOM: 'AssistantCustom',
  OPENAI: 'AssistantOpenAI',
  AZURE: 'AssistantAzure',
};

/**
 * Reads the peer's tables (2.x or 3.x: tables and columns it lacks are simply absent) into the
 * shape of its export file, plus what export files never carry: credentials (still encrypted with
 * the peer's key), API keys, saved MCP servers, sign-in providers, its users, roles and workspaces and what those share. Tells each table read.
 */
export async function readPeerSets(
  source: PeerSource,
  progress: ImportProgress = () => {},
): Promise<PeerSets> {
  const tables = await source.tables();
  if (!tables.has('chat_flow') && !tables.has('credential'))
    throw new Error(`The ${source.label} is not a database of Flowise (no chat_flow table)`);
  const read = async (table: string): Promise<PeerRow[]> => {
    const rows = await source.rows(table);
    if (tables.has(table)) progress({ text: STEP_TEXTS.table, values: { table, count: rows.length } });
    return rows;
  };
  const file = emptyExport();
  file.FileDefaultName = 'FlowiseDatabase.json';
  for (const row of await read('chat_flow')) {
    // Before 1.8 the peer had no type column: every flow was a chatflow.
    const flow = exportRow({ ...row, type: row.type ?? 'CHATFLOW' });
    file[flowSet(String(flow.type), String(flow.flowData ?? ''))].push(flow);
  }
  for (const [table, set] of TABLE_SETS) {
    for (const row of await read(table)) file[set].push(exportRow(row));
  }
  for (const row of await read('assistant')) {
    // Assistants before the type column were all OpenAI assistants.
    const set = ASSISTANT_SETS[String(row.type ?? 'OPENAI')] ?? 'AssistantOpenAI';
    (file[set] as Record<string, unknown>[]).push(exportRow(row));
  }
  const credentials: PeerCredential[] = (await read('credential')).map((row) => {
    const r = exportRow(row);
    return {
      id: String(r.id),
      name: String(r.name),
      credentialName: String(r.credentialName),
      encryptedData: String(r.encryptedData ?? ''),
      ...(typeof r.createdDate === 'string' ? { createdDate: r.createdDate } : {}),
      ...(typeof r.workspaceId === 'string' ? { workspaceId: r.workspaceId } : {}),
    };
  });
  const apiKeys: PeerApiKey[] = (await read('apikey')).map((row) => {
    const r = exportRow(row);
    const permissions = jsonValue(r.permissions);
    return {
      id: String(r.id),
      keyName: String(r.keyName),
      apiKey: String(r.apiKey),
      ...(Array.isArray(permissions) ? { permissions: permissions.map(String) } : {}),
      ...(typeof r.workspaceId === 'string' ? { workspaceId: r.workspaceId } : {}),
    };
  });
  const mcpServers = (await read('custom_mcp_server')).map(peerMcpServer);
  const loginMethods: PeerLoginMethod[] = (await read('login_method')).map((row) => {
    const r = exportRow(row);
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    return { id: text(r.id), name: text(r.name), config: text(r.config), status: text(r.status) };
  });
  const shared: PeerShare[] = (await read('workspace_shared')).map((row) => {
    const r = exportRow(row);
    return {
      workspaceId: String(r.workspaceId),
      sharedItemId: String(r.sharedItemId),
      itemType: String(r.itemType),
    };
  });
  const identity = await readPeerIdentity(source);
  return {
    file,
    credentials,
    apiKeys,
    mcpServers,
    loginMethods,
    shared,
    users: identity?.users.length ?? 0,
    workspaces: identity?.workspaces.length ?? 0,
    identity,
  };
}

/** A custom_mcp_server row (the peer's Custom MCP Servers, 3.x) as read, its headers still encrypted. */
function peerMcpServer(row: PeerRow): PeerMcpServer {
  const r = exportRow(row);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const optional = (name: string, value: unknown) =>
    text(value) !== undefined ? { [name]: text(value) } : {};
  // PostgreSQL may answer a JSON column parsed; the peer keeps it as text.
  const tools = typeof r.tools === 'object' && r.tools !== null ? JSON.stringify(r.tools) : r.tools;
  return {
    id: String(r.id),
    name: String(r.name ?? ''),
    serverUrl: String(r.serverUrl ?? ''),
    authType: String(r.authType ?? 'NONE'),
    status: String(r.status ?? 'PENDING'),
    ...optional('iconSrc', r.iconSrc),
    ...optional('color', r.color),
    ...optional('authConfig', r.authConfig),
    ...optional('tools', tools),
    ...optional('createdDate', r.createdDate),
    ...optional('workspaceId', r.workspaceId),
  };
}
