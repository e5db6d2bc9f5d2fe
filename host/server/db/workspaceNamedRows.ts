import type { Kysely } from 'kysely';
import type { ColumnType, Database } from './Database.ts';

/** The columns of a row that belongs to one workspace under a name unique there. */
export interface WorkspaceNamedColumns {
  id: string;
  workspace_id: string;
  name: string;
  created_date: ColumnType<Date, Date | undefined, never>;
  updated_date: ColumnType<Date, Date | undefined, Date>;
}

/** The tables whose rows have those columns (credentials, variables, ...). */
export type WorkspaceNamedTable = {
  [T in keyof Database]: Database[T] extends WorkspaceNamedColumns ? T : never;
}[keyof Database];

/** Whether another row of the table in the workspace already has the name. */
export async function nameTakenInWorkspace(
  db: Kysely<Database>,
  table: WorkspaceNamedTable,
  workspace: { workspaceId: string; name: string; exceptId?: string },
): Promise<boolean> {
  // Every such table has these columns; Kysely cannot see that through a union of table names.
  const named = db as unknown as Kysely<Record<string, WorkspaceNamedColumns>>;
  let q = named
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspace.workspaceId)
    .where('name', '=', workspace.name);
  if (workspace.exceptId) q = q.where('id', '!=', workspace.exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** A unique-constraint violation from PostgreSQL or PGlite (a concurrent insert won the name). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}
