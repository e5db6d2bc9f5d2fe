import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { isUniqueViolation, nameTakenInWorkspace } from '../../../host/server/db/workspaceNamedRows.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { Variable } from '../common/variableTypes.ts';
import type { VariableTable } from './VariableTable.ts';

export type VariableRow = Selectable<VariableTable>;

export function toVariable(row: VariableRow): Variable {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    value: row.value,
    type: row.type,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
  };
}

/** The row of this workspace, or 404 (another workspace's row is not found either). */
export async function findVariableRow(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<VariableRow> {
  const row = await db
    .selectFrom('variable')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Variable ${id} not found`);
  return row;
}

export function nameTakenError(name: string) {
  return httpError(409, `A variable named '${name}' already exists in this workspace`);
}

/** 409 when another variable of the workspace has the name. */
export async function assertVariableNameFree(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await nameTakenInWorkspace(db, 'variable', { workspaceId, name, exceptId })) throw nameTakenError(name);
}

/** A concurrent insert won the name: the unique constraint answers. */
export function rethrowNameTaken(err: unknown, name: string): never {
  if (isUniqueViolation(err)) throw nameTakenError(name);
  throw err;
}
