import type { Kysely } from 'kysely';
import type { Edition } from '../../../host/common/editions.ts';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import type { FlowiseImportOptions } from './importFlowiseDatabase.ts';

/** Why the peer's users and workspaces were not imported, by case. */
export const PEOPLE_NOTES = {
  oss: 'not imported: the open-source edition has no users or workspaces to hold them; everything went into this workspace',
  notAdmin:
    'not imported: only an organisation admin imports users and workspaces; everything went into this workspace',
} as const;

type People = Pick<FlowiseImportOptions, 'people' | 'peopleNote'>;

/**
 * Whether the peer's people come along: where the edition has them (enterprise, cloud), for an
 * organisation admin into its organisation (it joins each new workspace as owner).
 */
export function peopleForCaller(edition: Edition, caller: Principal | null): People {
  if (edition === 'oss') return { peopleNote: PEOPLE_NOTES.oss };
  if (!caller?.isOrganizationAdmin) return { peopleNote: PEOPLE_NOTES.notAdmin };
  return { people: { organizationId: caller.organizationId, importerUserId: caller.userId, held: null } };
}

/**
 * The same for the CLI, run by the server's operator: into the organisation of the target
 * workspace, nobody joining the new workspaces (the organisation's admins see every workspace).
 */
export async function peopleForOperator(
  db: Kysely<Database>,
  edition: Edition,
  workspaceId: string,
): Promise<People> {
  if (edition === 'oss') return { peopleNote: PEOPLE_NOTES.oss };
  const ws = await db
    .selectFrom('workspace')
    .select('organization_id')
    .where('id', '=', workspaceId)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!ws) return { peopleNote: PEOPLE_NOTES.oss };
  return { people: { organizationId: ws.organization_id, importerUserId: null, held: null } };
}
