import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { PlanLimits } from '../../../host/server/plugin/planLimits.ts';
import type { OnExisting } from '../../export-import/public.ts';
import { type IdentityImportTarget, importPeerIdentity, importPeerSharing } from '../../identity/public.ts';
import { importSsoProviders } from '../../sso/public.ts';
import type {
  FlowiseImportResult,
  ImportProgress,
  PeopleRows,
  RowsImport,
} from '../common/flowiseImportTypes.ts';
import { STEP_TEXTS } from '../common/importStep.ts';
import type { PeerApiKey } from '../common/peerSets.ts';
import { mergeImportResults } from '../common/mergeImportResults.ts';
import { splitByWorkspace } from './splitByWorkspace.ts';
import '../../flows/public.ts';
import { checkPeerPlanLimits } from './checkPeerPlanLimits.ts';
import { decryptPeerCredentials } from './decryptPeerCredentials.ts';
import { decryptPeerMcpServers } from './decryptPeerMcpServers.ts';
import { formatFlowiseReport } from './formatFlowiseReport.ts';
import { importWorkspacePart, type PartResult } from './importWorkspacePart.ts';
import { type PeerSource, PeerSourceError } from './PeerSource.ts';
import { PEOPLE_NOTES } from './peopleTarget.ts';
import { peerShares } from './peerShares.ts';
import { planPeerSso } from './peerSsoProviders.ts';
import { attachPeerStorageFiles } from './peerStorageFiles.ts';
import { readPeerSets } from './readPeerSets.ts';

export interface FlowiseImportOptions {
  /** Where rows go that belong to no imported workspace (all of them when people are not imported). */
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
  /**
   * Where this edition has people (enterprise, cloud) and an organisation admin imports: the
   * peer's users, roles and workspaces come along, each row into its workspace's counterpart.
   */
  people?: IdentityImportTarget;
  /** Why people are not imported (without `people`). */
  peopleNote?: string;
  /** This server has single sign-on (the sso plugin is loaded): with `people`, its providers come along. */
  sso?: boolean;
  /**
   * The plans' limits (the route's ctx.limits): the flows, users and workspaces the import adds
   * must fit before anything is written. The CLI, run by the operator, has none.
   */
  limits?: PlanLimits;
  /**
   * Aborted when nobody waits for the answer any more (the dialog's stream was closed): the
   * import stops at its next step or row and its transaction rolls back.
   */
  signal?: AbortSignal;
}

/**
 * Imports a database of the peer in one transaction: every set its export file would hold
 * (through the export-import plugin), credentials decrypted with the peer's key and sealed with
 * ours, saved MCP servers (headers likewise), API keys (the same keys keep working) and, with
 * `people`, its users, roles and workspaces (through identity), each row placed in the workspace
 * its peer workspace became, and where `sso` its sign-in providers (through sso, secrets sealed).
 * Everything is read, every secret decrypted and the plan's limits checked (`limits`) before
 * anything is written; any failure leaves every table as it was and throws a 4xx saying why.
 * Tells its steps to `progress`.
 */
export async function importFlowiseDatabase(
  db: Kysely<Database>,
  source: PeerSource,
  options: FlowiseImportOptions,
): Promise<FlowiseImportResult> {
  const { signal } = options;
  const tell = options.progress ?? (() => {});
  // Each step (and each row, see importWorkspacePart) first checks that someone still waits.
  const progress: ImportProgress = (step) => {
    signal?.throwIfAborted();
    tell(step);
  };
  progress({ text: STEP_TEXTS.reading, values: { source: source.label } });
  let sets: Awaited<ReturnType<typeof readPeerSets>>;
  try {
    sets = await readPeerSets(source, progress);
  } catch (err) {
    throw httpError(400, (err as Error).message);
  }
  let storageFiles: FlowiseImportResult['storageFiles'];
  if (options.storageDir) {
    const files = await attachPeerStorageFiles(sets.file, options.storageDir);
    storageFiles = files;
    const folder = options.storageLabel ?? options.storageDir;
    progress({ text: STEP_TEXTS.storage, values: { count: files.attached, folder } });
  }
  progress({ text: STEP_TEXTS.decrypting, values: { count: sets.credentials.length } });
  // Every credential is decrypted (and a wrong key refused) before anything is written.
  const decrypted = new Map(
    decryptPeerCredentials(sets.credentials, options.peerKey).map((c, i) => [sets.credentials[i], c]),
  );
  // So are saved MCP servers' headers (the peer encrypts them as it does credentials).
  const decryptedMcpServers = new Map(
    decryptPeerMcpServers(sets.mcpServers, options.peerKey).map((m, i) => [sets.mcpServers[i], m]),
  );
  // So are its sign-in providers' settings, where they come along.
  const sso = planPeerSso(sets.loginMethods, {
    sso: Boolean(options.sso),
    people: Boolean(options.people && sets.identity),
    ...(options.peerKey ? { peerKey: options.peerKey } : {}),
  });
  const apiKeys = [...sets.apiKeys, ...(options.apiKeyFile ?? [])];
  if (options.limits)
    await checkPeerPlanLimits(db, options.limits, options.workspaceId, sets, {
      onExisting: options.onExisting ?? 'newIds',
      ...(options.people ? { people: options.people } : {}),
    });
  return db.transaction().execute(async (trx) => {
    let identity: Awaited<ReturnType<typeof importPeerIdentity>> | undefined;
    if (options.people && sets.identity) {
      progress({ text: STEP_TEXTS.people });
      identity = await importPeerIdentity(trx, options.people, sets.identity);
    }
    let ssoProviders: PeopleRows = { found: sets.loginMethods.length };
    if ('note' in sso) {
      if (sets.loginMethods.length) ssoProviders.note = sso.note;
    } else if (options.people && sets.loginMethods.length) {
      progress({ text: STEP_TEXTS.ssoProviders });
      const done = await importSsoProviders(
        trx,
        options.credentialKey,
        options.people.organizationId,
        sso.providers,
      );
      const skipped = { ...sso.skipped };
      for (const [why, n] of Object.entries(done.skipped)) skipped[why] = (skipped[why] ?? 0) + n;
      ssoProviders = { found: sets.loginMethods.length, imported: done.imported, skipped };
    }
    const parts = splitByWorkspace(
      { file: sets.file, credentials: sets.credentials, apiKeys, mcpServers: sets.mcpServers },
      identity?.workspaceIds ?? new Map(),
      options.workspaceId,
    );
    const renamedIds = new Map<string, string>();
    const done: PartResult[] = [];
    for (const [workspaceId, part] of parts)
      done.push(
        await importWorkspacePart(trx, workspaceId, part, {
          credentialKey: options.credentialKey,
          decrypted,
          decryptedMcpServers,
          renamedIds,
          onExisting: options.onExisting ?? 'newIds',
          grantable: options.grantable,
          progress,
          ...(signal ? { signal } : {}),
        }),
      );
    // The last chance to cancel: after this the transaction commits.
    signal?.throwIfAborted();
    const note = options.peopleNote ?? PEOPLE_NOTES.oss;
    // Items its workspaces shared, once every item is in (credentials under their new ids).
    let sharedItems: PeopleRows = { found: sets.shared.length, ...(sets.shared.length ? { note } : {}) };
    if (identity && options.people && sets.shared.length) {
      const plan = peerShares(sets, identity.workspaceIds, renamedIds, options.workspaceId);
      const done = await importPeerSharing(trx, options.people.organizationId, plan.shares);
      const skipped = { ...plan.skipped };
      for (const [why, n] of Object.entries(done.skipped)) skipped[why] = (skipped[why] ?? 0) + n;
      sharedItems = { found: sets.shared.length, imported: done.imported, skipped };
    }
    const people = (
      found: number,
      rows?: { imported: number; skipped: Record<string, number> },
    ): PeopleRows => (rows ? { found, ...rows } : { found, ...(found ? { note } : {}) });
    const result = {
      sets: mergeImportResults(done.map((d) => d.sets)),
      credentials: addRows(done.map((d) => d.credentials)),
      apiKeys: addRows(done.map((d) => d.apiKeys)),
      mcpServers: addRows(done.map((d) => d.mcpServers)),
      users: people(sets.users, identity?.users),
      workspaces: people(sets.workspaces, identity?.workspaces),
      ssoProviders,
      sharedItems,
      ...(identity
        ? {
            roles: { ...identity.roles, droppedPermissions: identity.droppedPermissions },
            memberships: identity.memberships,
          }
        : {}),
      ...(storageFiles ? { storageFiles } : {}),
    };
    return { ...result, lines: formatFlowiseReport(result) };
  });
}

/** Rows of several parts added up. */
function addRows(parts: readonly RowsImport[]): RowsImport {
  const out: RowsImport = { imported: 0, skipped: {} };
  for (const p of parts) {
    out.imported += p.imported;
    for (const [why, n] of Object.entries(p.skipped)) out.skipped[why] = (out.skipped[why] ?? 0) + n;
  }
  return out;
}

export { PeerSourceError };
