/**
 * Changes the credential encryption key. Stop the server first (the embedded database has one user).
 *
 *   npx tsx plugins/credentials/server/rotateKey.ts [--old <key>] [--new <key>]
 *
 * Keys are 32 bytes as base64 or 64 hex digits. --old defaults to the current key (CREDENTIAL_KEY,
 * else DATA_DIR/credential.key); --new defaults to a fresh random key. DATA_DIR and DATABASE_URL are
 * read as the server reads them. Every credential, and every value other plugins sealed with the
 * same key (SSO client secrets, mail passwords, MCP server headers: their `sealedColumns`), is
 * re-encrypted in one transaction. Without
 * CREDENTIAL_KEY the key file is replaced (written beside it first, renamed after the commit);
 * with CREDENTIAL_KEY set, the command prints what to set it to.
 */
import { access, rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { parseConfig } from '../../../host/server/config.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { openDatabase } from '../../../host/server/db/openDatabase.ts';
import { loadServerHalf } from '../../../host/server/plugin/loadPlugins.ts';
import type { SealedColumns } from '../../../host/server/plugin/sealedColumns.ts';
import { builtinPlugins } from '../../builtin.ts';
import {
  CredentialKeyError,
  generateKey,
  keyFilePath,
  loadCredentialKey,
  parseKey,
  writeKeyFile,
} from './credentialKey.ts';
import { rotateCredentialKey } from './rotateCredentialKey.ts';

export interface RotationRequest {
  db: Kysely<Database>;
  dataDir: string;
  env: { CREDENTIAL_KEY?: string };
  /** --old and --new as given (undefined when absent). */
  oldKey?: string;
  newKey?: string;
  /** Other plugins' sealed values (their `sealedColumns`), re-encrypted in the same transaction. */
  sealedColumns?: readonly SealedColumns[];
  print(line: string): void;
}

function keyArg(value: string, flag: string): Buffer {
  const key = parseKey(value);
  if (!key) throw new CredentialKeyError(`${flag} is invalid: expected 32 bytes as 64 hex digits or base64`);
  return key;
}

/** The whole rotation except opening the database (tests pass the server's). Returns the credential count. */
export async function runKeyRotation(r: RotationRequest): Promise<number> {
  const usesEnv = Boolean(r.env.CREDENTIAL_KEY?.trim());
  if (!usesEnv && !r.oldKey) {
    await access(keyFilePath(r.dataDir)).catch(() => {
      throw new CredentialKeyError(
        `No key file at ${keyFilePath(r.dataDir)} and no CREDENTIAL_KEY: pass --old`,
      );
    });
  }
  const oldKey = r.oldKey ? keyArg(r.oldKey, '--old') : (await loadCredentialKey(r.env, r.dataDir)).key;
  const generated = !r.newKey;
  const newKey = r.newKey ? keyArg(r.newKey, '--new') : generateKey();
  if (oldKey.equals(newKey)) throw new CredentialKeyError('--new is the same key as the old one');
  const staged = `${keyFilePath(r.dataDir)}.new`;
  if (!usesEnv) {
    // Stage the new key before touching rows: whatever fails next, the key that opens them exists.
    await writeKeyFile(r.dataDir, newKey, staged);
  }
  let counts: { credentials: number; others: number };
  try {
    counts = await rotateCredentialKey(r.db, oldKey, newKey, r.sealedColumns);
  } catch (err) {
    if (!usesEnv) await rm(staged, { force: true });
    throw err;
  }
  const count = counts.credentials;
  const others = counts.others ? ` and ${counts.others} other sealed value(s)` : '';
  if (usesEnv) {
    r.print(
      `Re-encrypted ${count} credential(s)${others}. Set CREDENTIAL_KEY to the new key before starting the server${generated ? `: ${newKey.toString('base64')}` : '.'}`,
    );
  } else {
    await rename(staged, keyFilePath(r.dataDir));
    r.print(
      `Re-encrypted ${count} credential(s)${others}; the new key is in ${keyFilePath(r.dataDir)}. Back it up.`,
    );
  }
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { old: { type: 'string' }, new: { type: 'string' } } });
  const config = parseConfig(process.env);
  const handle = await openDatabase(config);
  try {
    // Every built-in plugin's sealed columns, whatever the edition: tables that are not there are skipped.
    const servers = await Promise.all(builtinPlugins.map(loadServerHalf));
    await runKeyRotation({
      sealedColumns: servers.flatMap((s) => s?.sealedColumns ?? []),
      db: handle.db,
      dataDir: config.dataDir,
      env: process.env,
      oldKey: values.old,
      newKey: values.new,
      print: (line) => console.log(line),
    });
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(`Key rotation failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
