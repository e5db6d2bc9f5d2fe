import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { apiKeyPrefix, looksLikeApiKey } from '../common/apiKeyFormat.ts';
import { hashApiKey } from './apiKeySecret.ts';
import './ApiKeyTable.ts';

/** A key brought from elsewhere (the peer's database) with the key itself, so clients keep it. */
export interface ImportedApiKey {
  /** Its id where it came from (answered in `ids`). */
  id?: string;
  keyName: string;
  apiKey: string;
  /** Absent: everything `grantable` holds (the peer's keys before 3.x had no permissions). */
  permissions?: string[];
}

export interface ApiKeysImport {
  imported: number;
  /** Reason -> how many keys. */
  skipped: Record<string, number>;
  /** A key's id where it came from -> its id here (a key that already existed here: that one). */
  ids: Map<string, string>;
}

/**
 * Stores keys as keys of this workspace (hash and prefix only, never the key), inside the caller's
 * transaction. A key that already exists here or whose name is taken in the workspace is skipped;
 * permissions are never more than `grantable` (what the importing caller may hand on).
 */
export async function importApiKeys(
  db: Kysely<Database>,
  workspaceId: string,
  keys: ImportedApiKey[],
  grantable: string[],
): Promise<ApiKeysImport> {
  const result: ApiKeysImport = { imported: 0, skipped: {}, ids: new Map() };
  const skip = (why: string) => {
    result.skipped[why] = (result.skipped[why] ?? 0) + 1;
  };
  const allowed = new Set(grantable);
  for (const key of keys) {
    if (!looksLikeApiKey(key.apiKey)) {
      skip('not a key this product can check');
      continue;
    }
    const hash = hashApiKey(key.apiKey);
    const taken = await db
      .selectFrom('apikey')
      .select(['id', 'key_hash', 'key_name', 'workspace_id'])
      .where((eb) =>
        eb.or([
          eb('key_hash', '=', hash),
          eb.and([eb('workspace_id', '=', workspaceId), eb('key_name', '=', key.keyName)]),
        ]),
      )
      .executeTakeFirst();
    if (taken && taken.key_hash === hash && taken.workspace_id === workspaceId && key.id)
      result.ids.set(key.id, taken.id);
    if (taken) {
      skip(taken.key_hash === hash ? 'the key already exists here' : 'a key with this name exists here');
      continue;
    }
    const permissions = (key.permissions ?? grantable).filter((p) => allowed.has(p));
    const id = randomUUID();
    if (key.id) result.ids.set(key.id, id);
    await db
      .insertInto('apikey')
      .values({
        id,
        workspace_id: workspaceId,
        key_name: key.keyName,
        key_hash: hash,
        key_prefix: apiKeyPrefix(key.apiKey),
        permissions: JSON.stringify(permissions),
        created_by: null,
      })
      .execute();
    result.imported++;
  }
  return result;
}
