import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { CredentialSummary } from '../common/credentialApi.ts';
import type { CredentialTable } from './CredentialTable.ts';

export type CredentialRow = Selectable<CredentialTable>;

/** The API's view of a row: never the encrypted columns either. */
export function toCredentialSummary(row: CredentialRow, shared = false): CredentialSummary {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    credentialName: row.credential_name,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
    shared,
  };
}

/** 409 when another credential of the workspace already has the name. */
export async function assertNameFree(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let q = db
    .selectFrom('credential')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst())
    throw httpError(409, `A credential named '${name}' already exists in this workspace`);
}

/** A unique-constraint violation from PostgreSQL or PGlite (a concurrent insert won the name). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown })?.code === '23505';
}
