import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { importApiKeys } from '../../apikeys/public.ts';
import { importCredentials } from '../../credentials/public.ts';
import { FLOW_SETS, importPeerExport, type OnExisting } from '../../export-import/public.ts';
import type { FlowiseImportResult, ImportProgress } from '../common/flowiseImportTypes.ts';
import type { PeerApiKey, PeerSets } from '../common/peerSets.ts';
import '../../flows/public.ts';
import { decryptPeerCredentials } from './decryptPeerCredentials.ts';
import { formatFlowiseReport } from './formatFlowiseReport.ts';
import { type PeerSource, PeerSourceError } from './PeerSource.ts';
import { attachPeerStorageFiles } from './peerStorageFiles.ts';
import { readPeerSets } from './readPeerSets.ts';

export interface FlowiseImportOptions {
  workspaceId: string;
  /** This server's credential key (credentials are sealed again with it). */
  credentialKey: Buffer;
  /** The peer's passphrase: its encryption.key file's text or FLOWISE_SECRETKEY_OVERWRITE. */
  peerKey?: string;
  onExisting?: OnExisting;
  /** What imported API keys may carry at most (the importing caller's permissions). */
  grantable: string[];
  progress?: ImportProgress;
  /** Keys of its api.json (2.x kept them in that file, not in the database). */
  apiKeyFile?: PeerApiKey[];
  /** Its storage folder (BLOB_STORAGE_PATH, ~/.flowise/storage): document store loaders' files come along. */
  storageDir?: string;
  /** How progress names the storage folder (an uploaded zip unpacks into a temporary one). */
  storageLabel?: string;
}

const ENTERPRISE_NOTE =
  "not imported: this server's users sign in here; invite them to the workspace the data went to";

/**
 * Imports a database of the peer into one workspace in one transaction: every set its export file
 * would hold (through the export-import plugin), credentials decrypted with the peer's key and
 * sealed with ours (flows keep referring to them), and API keys (the same keys keep working).
 * Everything is read and every credential decrypted before anything is written; any failure
 * leaves every table as it was and throws a 400 saying why.
 */
export async function importFlowiseDatabase(
  db: Kysely<Database>,
  source: PeerSource,
  options: FlowiseImportOptions,
): Promise<FlowiseImportResult> {
  const progress = options.progress ?? (() => {});
  progress(`Reading the peer's ${source.label}`);
  let sets: Awaited<ReturnType<typeof readPeerSets>>;
  try {
    sets = await readPeerSets(source);
  } catch (err) {
    throw httpError(400, (err as Error).message);
  }
  let storageFiles: FlowiseImportResult['storageFiles'];
  if (options.storageDir) {
    const files = await attachPeerStorageFiles(sets.file, options.storageDir);
    storageFiles = files;
    progress(
      `Document store files: ${files.attached} found in ${options.storageLabel ?? options.storageDir}`,
    );
  }
  progress(`Decrypting ${sets.credentials.length} credentials`);
  const credentials = decryptPeerCredentials(sets.credentials, options.peerKey);
  return db.transaction().execute(async (trx) => {
    const creds = await importCredentials(trx, options.credentialKey, options.workspaceId, credentials);
    progress(`Credentials: ${creds.imported} imported`);
    // Flows name credentials by id: follow the ones that got another id here.
    for (const set of FLOW_SETS)
      for (const flow of sets.file[set]) {
        let text = String(flow.flowData ?? '');
        for (const [from, to] of creds.ids) text = text.replaceAll(from, to);
        flow.flowData = text;
      }
    const flowIds = FLOW_SETS.flatMap((set) => sets.file[set].map((f) => String(f.id)));
    const existing = new Set(
      flowIds.length
        ? (await trx.selectFrom('chat_flow').select('id').where('id', 'in', flowIds).execute()).map(
            (r) => r.id,
          )
        : [],
    );
    progress('Importing flows, tools, variables, document stores, messages and executions');
    const report = await importPeerExport(trx, options.workspaceId, sets.file, {
      onExisting: options.onExisting ?? 'newIds',
    });
    const keys = await importApiKeys(
      trx,
      options.workspaceId,
      [...sets.apiKeys, ...(options.apiKeyFile ?? [])],
      options.grantable,
    );
    progress(`API keys: ${keys.imported} imported`);
    await bindFlowsToKeys(trx, options.workspaceId, sets.file, existing, keys.ids);
    const result = {
      sets: report,
      credentials: { imported: creds.imported, skipped: creds.skipped },
      apiKeys: { imported: keys.imported, skipped: keys.skipped },
      users: { found: sets.users, ...(sets.users ? { note: ENTERPRISE_NOTE } : {}) },
      workspaces: { found: sets.workspaces, ...(sets.workspaces ? { note: ENTERPRISE_NOTE } : {}) },
      ...(storageFiles ? { storageFiles } : {}),
    };
    return { ...result, lines: formatFlowiseReport(result) };
  });
}

/**
 * A flow the peer bound to an API key (apikeyid) stays bound to that key here, so it does not
 * answer callers the peer refused. Only flows this import created (ids that were free) are touched.
 */
async function bindFlowsToKeys(
  db: Kysely<Database>,
  workspaceId: string,
  file: PeerSets['file'],
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

export { PeerSourceError };
