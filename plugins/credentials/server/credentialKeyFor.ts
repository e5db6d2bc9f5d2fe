import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { credentialKey } from './credentialKeyCache.ts';

const announced = new WeakSet<object>();

/**
 * The key for a request. A bad CREDENTIAL_KEY or key file throws CredentialKeyError: the client
 * gets a 500 and the log gets the message saying what to fix (never the key).
 */
export async function credentialKeyFor(ctx: ServerContext): Promise<Buffer> {
  const loaded = await credentialKey(ctx.config);
  if (loaded.source === 'generated' && !announced.has(loaded)) {
    announced.add(loaded);
    ctx.log.info(
      `Generated the credential encryption key file in ${ctx.config.dataDir} (mode 0600); back it up`,
    );
  }
  return loaded.key;
}
