import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { type RowCache, rowCacheOf } from '../../../host/server/db/RowCache.ts';
import { cachesTables } from '../../../host/server/db/TableWrites.ts';
import type { PlainData } from '../common/credentialData.ts';
import type { CredentialRow } from './credentialStore.ts';

/**
 * A credential a workspace may use at run time, as a run reads it: the row, and once opened its
 * decrypted values with the key that opened them. Held in this process's memory only (never
 * written anywhere, never sent), until any commit to credential or workspace_shared.
 */
export interface UsableCredential {
  row: CredentialRow;
  shared: boolean;
  opened?: { key: Buffer; data: PlainData };
}

const MAX_CACHED_CREDENTIALS = 2_000;
const CREDENTIAL_TABLES = cachesTables(['credential', 'workspace_shared']);

/** The cache of a database handle; undefined for a transaction (nothing is cached there). */
export function usableCredentialCache(db: Kysely<Database>): RowCache<UsableCredential> | undefined {
  return rowCacheOf<UsableCredential>(db, 'credentials:usable', {
    tables: CREDENTIAL_TABLES,
    maxEntries: MAX_CACHED_CREDENTIALS,
  });
}

/** The key of a credential as `workspaceId` uses it. */
export const usableCredentialKey = (workspaceId: string, id: string) => `${workspaceId}\u0000${id}`;
