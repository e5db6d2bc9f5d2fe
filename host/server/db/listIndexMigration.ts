import type { Migration } from './migrations.ts';

/**
 * A migration adding the index a paged list reads through: the workspace (or another scope),
 * the list's date and the id that breaks ties, so a page is one index scan with no sort, in
 * either direction (host/server/http/listPage.ts). `replaces` names an index that is a prefix
 * of the new one and now redundant.
 */
export function listIndexMigration(
  id: string,
  table: string,
  index: string,
  columns: readonly string[],
  replaces?: string,
): Migration {
  return {
    id,
    async up(db) {
      if (replaces) await db.schema.dropIndex(replaces).ifExists().execute();
      await db.schema
        .createIndex(index)
        .on(table)
        .columns([...columns])
        .execute();
    },
  };
}
