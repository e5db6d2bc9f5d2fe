import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const cache = new Map<string, Promise<Buffer>>();

/**
 * The key that signs access tokens: AUTH_SECRET (at least 32 characters) or a random key kept in
 * DATA_DIR/auth-secret (mode 0600), created on first use so sessions survive a restart. DATA_DIR is
 * created when missing: on PostgreSQL nothing else may have created it yet.
 */
export function authSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const fromEnv = env.AUTH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) return Promise.reject(new Error('AUTH_SECRET must be at least 32 characters'));
    return Promise.resolve(Buffer.from(fromEnv, 'utf8'));
  }
  let secret = cache.get(dataDir);
  if (!secret) {
    secret = loadOrCreate(join(dataDir, 'auth-secret'));
    cache.set(dataDir, secret);
    secret.catch(() => cache.delete(dataDir));
  }
  return secret;
}

async function loadOrCreate(file: string): Promise<Buffer> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 64) return Buffer.from(text, 'hex');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    // Another instance wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    throw err;
  }
}
