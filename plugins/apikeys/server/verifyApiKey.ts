import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { apiKeyPrefix, looksLikeApiKey } from '../common/apiKeyFormat.ts';
import { hashApiKey, sameHash } from './apiKeySecret.ts';
import './ApiKeyTable.ts';

export interface VerifiedApiKey {
  id: string;
  workspaceId: string;
  keyName: string;
  permissions: string[];
  createdBy: string | null;
}

/** Stored permissions as a list; anything unreadable grants nothing. */
export function parsePermissions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The key's identity when the raw key is valid, else null. The row is found by its clear prefix and
 * the hashes compared in constant time; the raw key never reaches a query.
 */
export async function verifyApiKey(db: Kysely<Database>, rawKey: string): Promise<VerifiedApiKey | null> {
  const key = rawKey.trim();
  if (!looksLikeApiKey(key)) return null;
  const hash = hashApiKey(key);
  const candidates = await db
    .selectFrom('apikey')
    .select(['id', 'workspace_id', 'key_name', 'key_hash', 'permissions', 'created_by'])
    .where('key_prefix', '=', apiKeyPrefix(key))
    .execute();
  let found: (typeof candidates)[number] | undefined;
  // Compare against every candidate so the time does not depend on which one matches.
  for (const row of candidates) if (sameHash(row.key_hash, hash)) found = row;
  if (!found) return null;
  return {
    id: found.id,
    workspaceId: found.workspace_id,
    keyName: found.key_name,
    permissions: parsePermissions(found.permissions),
    createdBy: found.created_by,
  };
}
