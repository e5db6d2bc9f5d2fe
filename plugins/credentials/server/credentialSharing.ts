import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type CredentialSearch, credentialMatchesSql } from './credentialSearch.ts';
import type { CredentialRow } from './credentialStore.ts';
import { usableCredentialCache, usableCredentialKey } from './usableCredentialCache.ts';

/**
 * Sharing lives in workspace_shared, the identity plugin's table (enterprise: POST
 * /workspace/shared/{id} writes it, only from the credential's own workspace). It is read with
 * plain SQL so credentials work without identity loaded, where nothing is shared.
 */
const known = new WeakMap<Kysely<Database>, boolean>();
async function sharingTableExists(db: Kysely<Database>): Promise<boolean> {
  let exists = known.get(db);
  if (exists === undefined) {
    const r = await sql<{
      found: boolean;
    }>`select to_regclass('workspace_shared') is not null as found`.execute(db);
    exists = r.rows[0]?.found === true;
    // Migrations run before any request, so only a positive answer is final.
    if (exists) known.set(db, true);
  }
  return exists;
}

/** The credentials other workspaces shared with this one (never this workspace's own). */
export async function credentialsSharedWith(
  db: Kysely<Database>,
  workspaceId: string,
  types: readonly string[] = [],
  search?: CredentialSearch,
): Promise<CredentialRow[]> {
  if (!(await sharingTableExists(db))) return [];
  const typeFilter = types.length ? sql`and c.credential_name in (${sql.join(types)})` : sql``;
  const searchFilter = credentialMatchesSql(search);
  const rows = await sql<CredentialRow>`
    select c.* from credential c
    join workspace_shared s on s.shared_item_id = c.id and s.item_type = 'credential'
    where s.workspace_id = ${workspaceId} and c.workspace_id <> ${workspaceId} ${typeFilter} ${searchFilter}
    order by c.updated_date desc`.execute(db);
  return rows.rows;
}

/**
 * A credential the workspace may use at run time: its own, or one shared with it. `shared` tells
 * which; only own ones may be edited, deleted or shared on. 404 otherwise.
 */
export async function findUsableCredentialRow(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<{ row: CredentialRow; shared: boolean }> {
  const own = await db
    .selectFrom('credential')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (own) return { row: own, shared: false };
  if (await sharingTableExists(db)) {
    const rows = await sql<CredentialRow>`
      select c.* from credential c
      join workspace_shared s on s.shared_item_id = c.id and s.item_type = 'credential'
      where s.workspace_id = ${workspaceId} and c.id = ${id}`.execute(db);
    const row = rows.rows[0];
    if (row) return { row, shared: true };
  }
  throw httpError(404, `Credential ${id} not found`);
}

/** The workspaces a credential is shared with (for the in-use check and clean-up on delete). */
export async function workspacesSharingCredential(db: Kysely<Database>, id: string): Promise<string[]> {
  if (!(await sharingTableExists(db))) return [];
  const rows = await sql<{ workspace_id: string }>`
    select workspace_id from workspace_shared
    where shared_item_id = ${id} and item_type = 'credential'`.execute(db);
  return rows.rows.map((r) => r.workspace_id);
}

/** Ends every sharing of a deleted credential. */
export async function forgetCredentialShares(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await sharingTableExists(db))) return;
  await sql`delete from workspace_shared where shared_item_id = ${id} and item_type = 'credential'`.execute(
    db,
  );
}

/** Which of `ids` the workspace may use (its own or shared with it): one query each way, none per id. */
export async function usableCredentialIds(
  db: Kysely<Database>,
  workspaceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  // Those a run of this workspace resolved since the last commit to credential or workspace_shared.
  const cache = usableCredentialCache(db);
  const found = new Set(ids.filter((id) => cache?.peek(usableCredentialKey(workspaceId, id))));
  const unknown = ids.filter((id) => !found.has(id));
  if (!unknown.length) return found;
  const own = await db
    .selectFrom('credential')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', unknown)
    .execute();
  for (const r of own) found.add(r.id);
  const rest = unknown.filter((id) => !found.has(id));
  if (rest.length && (await sharingTableExists(db))) {
    const rows = await db
      .selectFrom('workspace_shared')
      .select('shared_item_id')
      .where('workspace_id', '=', workspaceId)
      .where('item_type', '=', 'credential')
      .where('shared_item_id', 'in', rest)
      .execute();
    for (const r of rows) found.add(r.shared_item_id);
  }
  return found;
}
