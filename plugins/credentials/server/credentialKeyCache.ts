import { type LoadedKey, loadCredentialKey } from './credentialKey.ts';

const cache = new Map<string, Promise<LoadedKey>>();

/**
 * The credential key of a data directory, loaded (or generated) once per process and per
 * CREDENTIAL_KEY value. A failed load is not cached, so fixing the environment takes effect.
 */
export function credentialKey(
  config: { dataDir: string },
  env: { CREDENTIAL_KEY?: string } = process.env,
): Promise<LoadedKey> {
  const id = `${config.dataDir}\u0000${env.CREDENTIAL_KEY ?? ''}`;
  let pending = cache.get(id);
  if (!pending) {
    pending = loadCredentialKey(env, config.dataDir);
    cache.set(id, pending);
    pending.catch(() => cache.delete(id));
  }
  return pending;
}

/** Forget loaded keys (after a rotation rewrote the key file). */
export function forgetCredentialKeys(): void {
  cache.clear();
}
