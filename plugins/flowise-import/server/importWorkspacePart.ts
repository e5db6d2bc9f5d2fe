import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { importApiKeys } from '../../apikeys/public.ts';
import { importCredentials } from '../../credentials/public.ts';
import { type ImportedMcpServer, importMcpServers } from '../../mcp/public.ts';
import {
  type ExportData,
  FLOW_SETS,
  type ImportResult,
  importPeerExport,
  type OnExisting,
  SET_LABELS,
} from '../../export-import/public.ts';
import type { ImportProgress, RowsImport } from '../common/flowiseImportTypes.ts';
import { STEP_TEXTS, worthTelling } from '../common/importStep.ts';
import type { WorkspacePart } from './splitByWorkspace.ts';
import type { decryptPeerCredentials } from './decryptPeerCredentials.ts';

type Decrypted = ReturnType<typeof decryptPeerCredentials>[number];

export interface PartOptions {
  credentialKey: Buffer;
  /** The part's credentials, decrypted (by the peer's row). */
  decrypted: ReadonlyMap<unknown, Decrypted>;
  /** The part's saved MCP servers, headers decrypted (by the peer's row). */
  decryptedMcpServers: ReadonlyMap<unknown, ImportedMcpServer>;
  /** Credential and MCP server ids that got another id here, from this and earlier parts (flows follow them). */
  renamedIds: Map<string, string>;
  onExisting: OnExisting;
  grantable: string[];
  progress: ImportProgress;
  /** Checked at every row: an aborted import stops (its transaction rolls back). */
  signal?: AbortSignal;
}

export interface PartResult {
  sets: ImportResult;
  credentials: RowsImport;
  apiKeys: RowsImport;
  mcpServers: RowsImport;
}

/**
 * The peer's rows of one workspace into its workspace here, inside the caller's transaction:
 * credentials and saved MCP servers (sealed with our key), the export sets (flows naming both by
 * their new ids),
 * API keys, and flows bound to their keys as the peer bound them. Tells each set's rows counted.
 */
export async function importWorkspacePart(
  trx: Kysely<Database>,
  workspaceId: string,
  part: WorkspacePart,
  options: PartOptions,
): Promise<PartResult> {
  const { progress } = options;
  const credentials = part.credentials.flatMap((c) => options.decrypted.get(c) ?? []);
  const creds = await importCredentials(trx, options.credentialKey, workspaceId, credentials);
  if (credentials.length) progress({ text: STEP_TEXTS.credentials, values: { count: creds.imported } });
  for (const [from, to] of creds.ids) options.renamedIds.set(from, to);
  const servers = part.mcpServers.flatMap((m) => options.decryptedMcpServers.get(m) ?? []);
  const mcp = await importMcpServers(trx, options.credentialKey, workspaceId, servers);
  if (servers.length) progress({ text: STEP_TEXTS.mcpServers, values: { count: mcp.imported } });
  for (const [from, to] of mcp.ids) options.renamedIds.set(from, to);
  for (const set of FLOW_SETS)
    for (const flow of part.file[set]) {
      let text = String(flow.flowData ?? '');
      for (const [from, to] of options.renamedIds) text = text.replaceAll(from, to);
      flow.flowData = text;
    }
  const flowIds = FLOW_SETS.flatMap((set) => part.file[set].map((f) => String(f.id)));
  const existing = new Set(
    flowIds.length
      ? (await trx.selectFrom('chat_flow').select('id').where('id', 'in', flowIds).execute()).map((r) => r.id)
      : [],
  );
  const told = new Map<string, number>();
  const sets = await importPeerExport(trx, workspaceId, part.file, {
    onExisting: options.onExisting,
    onProgress: (set, done, total) => {
      options.signal?.throwIfAborted();
      if (!worthTelling(told.get(set), done, total)) return;
      told.set(set, done);
      progress({ text: STEP_TEXTS.set, values: { set: SET_LABELS[set], done, total }, done, total });
    },
  });
  const keys = await importApiKeys(trx, workspaceId, part.apiKeys, options.grantable);
  if (part.apiKeys.length) progress({ text: STEP_TEXTS.apiKeys, values: { count: keys.imported } });
  await bindFlowsToKeys(trx, workspaceId, part.file, existing, keys.ids);
  return {
    sets,
    credentials: { imported: creds.imported, skipped: creds.skipped },
    apiKeys: { imported: keys.imported, skipped: keys.skipped },
    mcpServers: { imported: mcp.imported, skipped: mcp.skipped },
  };
}

/**
 * A flow the peer bound to an API key (apikeyid) stays bound to that key here, so it does not
 * answer callers the peer refused. Only flows this import created (ids that were free) are touched.
 */
async function bindFlowsToKeys(
  db: Kysely<Database>,
  workspaceId: string,
  file: ExportData,
  existing: Set<string>,
  keyIds: Map<string, string>,
): Promise<void> {
  for (const set of FLOW_SETS)
    for (const flow of file[set]) {
      const keyId = typeof flow.apikeyid === 'string' ? keyIds.get(flow.apikeyid) : undefined;
      if (!keyId || existing.has(String(flow.id))) continue;
      await db
        .updateTable('chat_flow')
        .set({ apikey_id: keyId })
        .where('id', '=', String(flow.id))
        .where('workspace_id', '=', workspaceId)
        .execute();
    }
}
