import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import { DEFAULT_WORKSPACE_ID } from '../../../host/server/access/requestScope.ts';
import { credentialKeyFor } from '../../credentials/public.ts';
import { ON_EXISTING, type OnExisting } from '../../export-import/public.ts';
import type { FlowiseImportResult } from '../common/flowiseImportTypes.ts';
import { stepText } from '../common/importStep.ts';
import { importFlowiseDatabase } from './importFlowiseDatabase.ts';
import { peopleForOperator } from './peopleTarget.ts';
import { readPeerApiKeyFile } from './peerApiKeyFile.ts';
import type { PeerSource } from './PeerSource.ts';
import { postgresSource } from './postgresSource.ts';
import { sqliteSource } from './sqliteSource.ts';

export const IMPORT_FLOWISE_USAGE = `Usage: brains-studio import-flowise (--sqlite <database.sqlite> | --postgres <url> [--schema <name>])
       [--secret-key <encryption.key>] [--api-keys <api.json>] [--storage <dir>] [--workspace <id>] [--on-existing skip|newIds]
The peer's key comes from --secret-key, else from FLOWISE_SECRETKEY_OVERWRITE. Document stores' uploaded
files come from --storage (its BLOB_STORAGE_PATH), else the storage folder beside the SQLite file.
Our database is the server's: DATABASE_URL, else the embedded one under DATA_DIR.`;

export interface ImportFlowiseArgs {
  sqlite?: string;
  postgres?: string;
  schema?: string;
  secretKey?: string;
  apiKeys?: string;
  storage?: string;
  workspace?: string;
  onExisting?: OnExisting;
}

/** The command line after `import-flowise`; throws a message naming the bad argument. */
export function parseImportFlowiseArgs(argv: string[]): ImportFlowiseArgs {
  const names: Record<string, keyof ImportFlowiseArgs> = {
    '--sqlite': 'sqlite',
    '--postgres': 'postgres',
    '--schema': 'schema',
    '--secret-key': 'secretKey',
    '--api-keys': 'apiKeys',
    '--storage': 'storage',
    '--workspace': 'workspace',
    '--on-existing': 'onExisting',
  };
  const args: ImportFlowiseArgs = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = names[argv[i] as string];
    const value = argv[i + 1];
    if (!name) throw new Error(`Unknown argument '${argv[i]}'`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${argv[i]} needs a value`);
    (args as Record<string, string>)[name] = value;
  }
  if (Boolean(args.sqlite) === Boolean(args.postgres)) throw new Error('Give one of --sqlite or --postgres');
  if (args.onExisting && !(ON_EXISTING as readonly string[]).includes(args.onExisting))
    throw new Error(`--on-existing must be one of ${ON_EXISTING.join(', ')}`);
  return args;
}

/** A file named by an argument; the error names the argument and the file. */
async function readArg(arg: string, path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (err) {
    throw new Error(`${arg} ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/** The peer's storage folder: --storage, else the `storage` folder beside its SQLite file when there is one. */
function storageDir(args: ImportFlowiseArgs): string | undefined {
  if (args.storage) return args.storage;
  if (!args.sqlite) return undefined;
  const beside = join(dirname(args.sqlite), 'storage');
  return existsSync(beside) ? beside : undefined;
}

/** With no --workspace: the only workspace there is (or the open-source default when none). */
async function targetWorkspace(app: FastifyInstance, given?: string): Promise<string> {
  if (given) return given;
  const rows = await sql<{ id: string }>`select id from workspace order by id limit 2`
    .execute(app.brains.db)
    .then((r) => r.rows)
    .catch(() => []);
  if (rows.length > 1) throw new Error('This server has several workspaces: give one with --workspace <id>');
  return rows[0]?.id ?? DEFAULT_WORKSPACE_ID;
}

/**
 * `brains-studio import-flowise`: imports the peer's database into this server's database (the
 * app built from the environment, migrations applied) and prints each step and a report per set.
 * Where the edition has people, the peer's users, roles and workspaces come along (peopleForOperator).
 * Answers the exit code: 0 done, 1 nothing imported (the reason printed).
 */
export async function importFlowiseCommand(
  app: FastifyInstance,
  argv: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<{ code: number; result?: FlowiseImportResult }> {
  let source: PeerSource | undefined;
  try {
    const args = parseImportFlowiseArgs(argv);
    const peerKey = args.secretKey
      ? (await readArg('--secret-key', args.secretKey)).toString('utf8')
      : env.FLOWISE_SECRETKEY_OVERWRITE || undefined;
    source = args.sqlite
      ? await sqliteSource(new Uint8Array(await readArg('--sqlite', args.sqlite)))
      : await postgresSource(args.postgres as string, args.schema);
    const grantable = new Set<string>();
    for (const r of app.brains.routes)
      if (r.permission) for (const p of splitList(r.permission)) grantable.add(p);
    const workspaceId = await targetWorkspace(app, args.workspace);
    const result = await importFlowiseDatabase(app.brains.db, source, {
      workspaceId,
      ...(await peopleForOperator(app.brains.db, app.brains.config.edition, workspaceId)),
      credentialKey: await credentialKeyFor({ config: app.brains.config, log: app.log } as never),
      ...(peerKey ? { peerKey } : {}),
      ...(args.onExisting ? { onExisting: args.onExisting } : {}),
      ...(args.apiKeys
        ? { apiKeyFile: readPeerApiKeyFile((await readArg('--api-keys', args.apiKeys)).toString('utf8')) }
        : {}),
      ...(storageDir(args) ? { storageDir: storageDir(args) } : {}),
      grantable: [...grantable].sort(),
      sso: app.brains.routes.some((r) => r.owner === 'sso'),
      progress: (step) => print(`... ${stepText(step)}`),
    });
    for (const line of result.lines) print(line);
    return { code: 0, result };
  } catch (err) {
    print(`Nothing was imported: ${(err as Error).message}`);
    return { code: 1 };
  } finally {
    await source?.close();
  }
}
