import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { Tool } from '../common/toolTypes.ts';
import type { ToolTable } from './ToolTable.ts';

/** A row as the API shows it (camelCase, ISO dates). */
export function toTool(row: Selectable<ToolTable>): Tool {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    description: row.description,
    color: row.color,
    iconSrc: row.icon_src,
    schema: row.schema,
    func: row.func,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tool with this id in this workspace; 404 when missing or in another workspace. */
export async function findTool(db: Kysely<Database>, workspaceId: string, id: string): Promise<Tool> {
  const row = await db
    .selectFrom('tool')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Tool ${id} not found`);
  return toTool(row);
}

/** By id when it looks like one, else by name (how flows and models refer to tools). */
export async function findToolByIdOrName(
  db: Kysely<Database>,
  workspaceId: string,
  idOrName: string,
): Promise<Tool> {
  const row = await db
    .selectFrom('tool')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where(UUID.test(idOrName) ? 'id' : 'name', '=', idOrName)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Tool ${idOrName} not found`);
  return toTool(row);
}

/** Postgres unique_violation: the (workspace_id, name) constraint. */
export function isDuplicateName(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505';
}
