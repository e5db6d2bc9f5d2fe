import type { ColumnType, Generated } from 'kysely';

/** The host's own table of applied migrations. */
export interface MigrationTable {
  plugin: string;
  id: string;
  applied_at: ColumnType<Date, never, never>;
}

/**
 * Every table the server knows, for typed Kysely queries. Plugins add their tables by
 * declaration merging from their server half:
 *
 * @example
 * declare module '../../../host/server/db/Database.ts' {
 *   interface Database { tool: ToolTable }
 * }
 */
export interface Database {
  brains_migration: MigrationTable;
}

/** Re-exported so plugin table types need only this module. */
export type { ColumnType, Generated };
