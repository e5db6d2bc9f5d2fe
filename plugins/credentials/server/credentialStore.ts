import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { nameTakenInWorkspace } from '../../../host/server/db/workspaceNamedRows.ts';
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
  if (await nameTakenInWorkspace(db, 'credential', { workspaceId, name, exceptId }))
    throw httpError(409, `A credential named '${name}' already exists in this workspace`);
}
