import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { PlainData } from '../common/credentialData.ts';
import { openCredentialData } from './credentialCipher.ts';
import { credentialKey } from './credentialKeyCache.ts';
import { findUsableCredentialRow } from './credentialSharing.ts';
import { needsRefresh, refreshTokens } from './oauth2/oauth2Tokens.ts';
import { storeCredentialData } from './oauth2/storedData.ts';
import {
  type UsableCredential,
  usableCredentialCache,
  usableCredentialKey,
} from './usableCredentialCache.ts';
import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';

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
  keySource: { dataDir: string; allowPrivate?: AllowPrivate },
): Promise<{ credentialName: string; data: PlainData }> {
  const cache = usableCredentialCache(db);
  const find = () => findUsableCredentialRow(db, workspaceId, id);
  const found: UsableCredential = await (cache
    ? cache.get(usableCredentialKey(workspaceId, id), find)
    : find());
  const { row } = found;
  const { key } = await credentialKey(keySource);
  // Opened once per cached row and key; a cached entry is dropped at the next commit to credential.
  let data = found.opened?.key === key ? found.opened.data : openCredentialData(key, row.id, row);
  if (found.opened?.key !== key && cache) found.opened = { key, data };
  // an OAuth2 sign-in's token that runs out is renewed first (one renewal at a time per credential)
  if (needsRefresh(data)) data = await renewed(db, key, row, data, keySource.allowPrivate);
  return { credentialName: row.credential_name, data: { ...data } };
}

const renewing = new Map<string, Promise<PlainData>>();

function renewed(
  db: Kysely<Database>,
  key: Buffer,
  row: { id: string; workspace_id: string },
  data: PlainData,
  allowPrivate: AllowPrivate | undefined,
): Promise<PlainData> {
  let pending = renewing.get(row.id);
  if (!pending) {
    pending = refreshTokens(data, allowPrivate)
      .then(async (fresh) => {
        await storeCredentialData(db, key, row, fresh);
        return fresh;
      })
      .catch((err: Error) => {
        throw new Error(`The credential's sign-in could not be renewed (sign in again): ${err.message}`);
      })
      .finally(() => renewing.delete(row.id));
    renewing.set(row.id, pending);
  }
  return pending;
}
