import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The key file's name in DATA_DIR when CREDENTIAL_KEY is not set. */
export const KEY_FILE_NAME = 'credential.key';

/** A missing, malformed or unreadable key; the message never contains the key itself. */
export class CredentialKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialKeyError';
  }
}

/** 32 bytes from 64 hex digits or base64 (standard or url-safe); null for anything else. */
export function parseKey(text: string): Buffer | null {
  const raw = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(raw)) {
    const bytes = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** A fresh random key, written as base64. */
export function generateKey(): Buffer {
  return randomBytes(32);
}

export function keyFilePath(dataDir: string): string {
  return join(dataDir, KEY_FILE_NAME);
}

/** Writes a key file atomically with mode 0600 (readable by the server's user only). */
export async function writeKeyFile(dataDir: string, key: Buffer, file = keyFilePath(dataDir)): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${key.toString('base64')}\n`, { mode: 0o600 });
  await chmod(tmp, 0o600); // the umask may have narrowed nothing, but be explicit
  await rename(tmp, file);
}

export interface LoadedKey {
  key: Buffer;
  source: 'env' | 'file' | 'generated';
}

/**
 * The AES-256 key for credential values: CREDENTIAL_KEY (32 bytes as base64 or hex) when set,
 * else DATA_DIR/credential.key, generated with mode 0600 the first time it is needed.
 */
export async function loadCredentialKey(
  env: { CREDENTIAL_KEY?: string },
  dataDir: string,
): Promise<LoadedKey> {
  const fromEnv = env.CREDENTIAL_KEY;
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    const key = parseKey(fromEnv);
    if (!key) {
      throw new CredentialKeyError(
        'CREDENTIAL_KEY is invalid: expected 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
      );
    }
    return { key, source: 'env' };
  }
  const file = keyFilePath(dataDir);
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new CredentialKeyError(`Cannot read the credential key file ${file}: ${(err as Error).message}`);
    }
  }
  if (text === null) {
    const key = generateKey();
    try {
      // 'wx': if another process created it meanwhile, read theirs instead of overwriting it.
      await mkdir(dataDir, { recursive: true });
      await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      return { key, source: 'generated' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      text = await readFile(file, 'utf8');
    }
  }
  const key = parseKey(text);
  if (!key) {
    throw new CredentialKeyError(
      `The credential key file ${file} is invalid: expected 32 bytes as base64 or hex. Restore it from a backup or set CREDENTIAL_KEY`,
    );
  }
  return { key, source: 'file' };
}

/** True when the key file can be read by group or others (worth a warning in the log). */
export async function keyFileTooOpen(dataDir: string): Promise<boolean> {
  try {
    return ((await stat(keyFilePath(dataDir))).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}
