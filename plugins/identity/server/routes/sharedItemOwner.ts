import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';

/** What may be shared across workspaces, the permission each needs, and the table holding it. */
export const SHARED_ITEM_TYPES = {
  credential: { permission: 'credentials:share', table: 'credential' },
  custom_template: { permission: 'templates:custom-share', table: 'custom_template' },
} as const;
export type SharedItemType = keyof typeof SHARED_ITEM_TYPES;

/**
 * Whether the item is a row of the workspace. The tables belong to other plugins, so they are read
 * by name (every resource table has id and workspace_id); a table that does not exist (its plugin
 * is not loaded) holds no item.
 */
export async function itemOwnedBy(
  db: Kysely<Database>,
  itemType: SharedItemType,
  itemId: string,
  workspaceId: string,
): Promise<boolean> {
  const { table } = SHARED_ITEM_TYPES[itemType];
  const found = await sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`.execute(db);
  if (!found.rows[0]?.found) return false;
  const rows =
    await sql`select 1 from ${sql.table(table)} where id = ${itemId} and workspace_id = ${workspaceId}`.execute(
      db,
    );
  return rows.rows.length > 0;
}

/**
 * 404 unless the item is a row of the workspace (only its owner workspace may share it; a
 * workspace it was shared with may not re-share it).
 */
export async function assertOwnsSharedItem(
  db: Kysely<Database>,
  itemType: SharedItemType,
  itemId: string,
  workspaceId: string,
): Promise<void> {
  if (!(await itemOwnedBy(db, itemType, itemId, workspaceId)))
    throw httpError(404, `No ${itemType} ${itemId} in this workspace`);
}

/** 404 unless the item, of any shareable type, is a row of the workspace (its owner may see where it is shared). */
export async function assertOwnsAnySharedItem(db: Kysely<Database>, itemId: string, workspaceId: string) {
  for (const itemType of Object.keys(SHARED_ITEM_TYPES) as SharedItemType[]) {
    try {
      await assertOwnsSharedItem(db, itemType, itemId, workspaceId);
      return;
    } catch {
      // not this type
    }
  }
  throw httpError(404, `No shared item ${itemId} in this workspace`);
}
