import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { PlainData } from '../common/credentialData.ts';
import { openCredentialData } from './credentialCipher.ts';
import { credentialKey } from './credentialKeyCache.ts';
import { findUsableCredentialRow } from './credentialSharing.ts';

/**
 * For the engine, at run time only: the decrypted values of a credential of the workspace (its
 * own or one shared with it), by field name (e.g. { openAIApiKey: 'sk-...' }), plus
 * credentialName, the type, so a node can check it got the kind it accepts. Throws HttpError 404
 * for an unknown id or another workspace's unshared one. Never log or return the result to a client.
 * @param keySource the server config (its dataDir holds the key file when CREDENTIAL_KEY is unset)
 */
export async function resolveCredential(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  keySource: { dataDir: string },
): Promise<{ credentialName: string; data: PlainData }> {
  const { row } = await findUsableCredentialRow(db, workspaceId, id);
  const { key } = await credentialKey(keySource);
  return { credentialName: row.credential_name, data: openCredentialData(key, row.id, row) };
}
