import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type {
  IdentityImportInput,
  IdentityImportResult,
  IdentityImportTarget,
  IdentityRows,
} from '../common/identityImportTypes.ts';
import { importPeerRoles } from './importPeerRoles.ts';
import { planPeerIdentity } from './planPeerIdentity.ts';

const rows = (): IdentityRows => ({ imported: 0, skipped: {} });
const skip = (r: IdentityRows, why: string) => {
  r.skipped[why] = (r.skipped[why] ?? 0) + 1;
};

const MEMBER_STATUS: Record<string, string> = { active: 'active', invited: 'invited', disable: 'disabled' };

/**
 * Brings another product's people into an organisation, inside the caller's transaction (`db` is
 * one): its roles (importPeerRoles), then what planPeerIdentity decides: its workspaces (a name
 * taken here: that workspace is used), its users (an email already here is skipped; a bcrypt password hash is kept and replaced by
 * argon2id at the first login), and their memberships with the mapped roles. Nobody becomes an
 * organisation admin, and no role grants more than the importer holds. Answers what was imported
 * and skipped, and where each of its workspaces went.
 */
export async function importPeerIdentity(
  db: Kysely<Database>,
  target: IdentityImportTarget,
  input: IdentityImportInput,
): Promise<IdentityImportResult> {
  const result: IdentityImportResult = {
    users: rows(),
    roles: rows(),
    workspaces: rows(),
    memberships: rows(),
    droppedPermissions: [],
    workspaceIds: new Map(),
  };
  const dropped = new Set<string>();
  const roleIds = await importPeerRoles(db, target, input.roles, result.roles, dropped);
  result.droppedPermissions = [...dropped].sort();

  const plan = await planPeerIdentity(db, target, input);
  const created = new Map<string, string>();
  for (const { workspace: ws, existing, repeated } of plan.workspaces) {
    const same = existing ?? (repeated ? created.get(ws.name.toLowerCase()) : undefined);
    if (same) {
      result.workspaceIds.set(ws.id, same);
      skip(result.workspaces, 'a workspace with this name exists here: its rows go there');
      continue;
    }
    const id = (await idFree(db, 'workspace', ws.id)) ? ws.id : randomUUID();
    await db
      .insertInto('workspace')
      .values({ id, organization_id: target.organizationId, name: ws.name, description: ws.description })
      .execute();
    if (target.importerUserId)
      await db
        .insertInto('workspace_user')
        .values({ workspace_id: id, user_id: target.importerUserId, role_id: 'owner' })
        .execute();
    created.set(ws.name.toLowerCase(), id);
    result.workspaceIds.set(ws.id, id);
    result.workspaces.imported += 1;
  }

  const userIds = new Map<string, string>();
  const orgRole = new Map(input.organizationUsers.map((m) => [m.userId, m]));
  for (const planned of plan.users) {
    if ('skip' in planned) {
      skip(result.users, planned.skip);
      continue;
    }
    const { user, email, status } = planned;
    const id = (await idFree(db, 'user', user.id)) ? user.id : randomUUID();
    await db
      .insertInto('user')
      .values({ id, email, name: user.name, credential: user.passwordHash, status })
      .execute();
    const member = orgRole.get(user.id);
    await db
      .insertInto('organization_user')
      .values({
        organization_id: target.organizationId,
        user_id: id,
        role_id: (member && roleIds.get(member.roleId)) ?? 'member',
        is_admin: false,
        status: (member && MEMBER_STATUS[member.status]) ?? 'active',
      })
      .execute();
    userIds.set(user.id, id);
    result.users.imported += 1;
  }

  for (const link of input.workspaceUsers) {
    const workspaceId = result.workspaceIds.get(link.workspaceId);
    const userId = userIds.get(link.userId);
    const roleId = roleIds.get(link.roleId);
    if (!workspaceId || !userId) skip(result.memberships, 'its user or workspace was not imported');
    else if (!roleId) skip(result.memberships, 'its role was not imported');
    else {
      await db
        .insertInto('workspace_user')
        .values({ workspace_id: workspaceId, user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      result.memberships.imported += 1;
    }
  }
  return result;
}

async function idFree(db: Kysely<Database>, table: 'user' | 'workspace', id: string): Promise<boolean> {
  if (!id) return false;
  return !(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}
