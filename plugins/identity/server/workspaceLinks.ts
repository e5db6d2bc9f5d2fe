import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';

/** 404 unless the role is a built-in one or one of the organisation's own. */
export async function assertOrganizationRole(
  db: Kysely<Database>,
  organizationId: string,
  roleId: string,
): Promise<void> {
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('id', '=', roleId)
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .executeTakeFirst();
  if (!role) throw httpError(404, `Role ${roleId} not found`);
}

/**
 * Links members of the organisation to one of its workspaces with a role, or changes their role
 * there. The workspace is checked by the caller; 404 names a role or users the organisation lacks.
 */
export async function linkWorkspaceUsers(
  db: Kysely<Database>,
  link: { organizationId: string; workspaceId: string; userIds: string[]; roleId: string },
): Promise<void> {
  await assertOrganizationRole(db, link.organizationId, link.roleId);
  const members = await db
    .selectFrom('organization_user')
    .select('user_id')
    .where('organization_id', '=', link.organizationId)
    .where('user_id', 'in', link.userIds)
    .execute();
  const known = new Set(members.map((m) => m.user_id));
  const missing = link.userIds.filter((u) => !known.has(u));
  if (missing.length) throw httpError(404, `Users not in the organization: ${missing.join(', ')}`);
  await db
    .insertInto('workspace_user')
    .values(link.userIds.map((u) => ({ workspace_id: link.workspaceId, user_id: u, role_id: link.roleId })))
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'user_id']).doUpdateSet({ role_id: link.roleId, updated_date: new Date() }),
    )
    .execute();
}

/** Removes users' links to a workspace; answers how many there were. */
export async function unlinkWorkspaceUsers(
  db: Kysely<Database>,
  workspaceId: string,
  userIds: string[],
): Promise<number> {
  const result = await db
    .deleteFrom('workspace_user')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
