import type { Kysely } from 'kysely';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import type { Edition } from '../../../host/common/editions.ts';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { permissionsBeyond, workspaceScoped } from '../common/permissionScopes.ts';
import { loadMembership } from './authUser.ts';
import { rolePermissions } from './roleRows.ts';

/**
 * The privilege model's server half (README, "Security"), used by every route that links, invites,
 * changes roles or acts on a workspace by id:
 * - a caller acts on a workspace only when it belongs to it and holds the needed permission there;
 * - it grants (a role, a role's permissions) only what it holds there itself;
 * - it changes or removes only people who hold no more than it does there (never an admin).
 * `Held` null stands for everything: an organisation admin, or open source (no permission checks).
 */
export type Held = readonly string[] | null;

interface Ctx {
  db: Kysely<Database>;
  edition: Edition;
}

/** What the caller holds in one workspace of its organisation; 403 when it does not belong to it. */
export async function heldIn(ctx: Ctx, p: Principal, workspaceId: string): Promise<Held> {
  if (ctx.edition === 'oss' || p.isOrganizationAdmin) return null;
  if (workspaceId === p.workspaceId) return p.permissions;
  const m = await loadMembership(ctx.db, ctx.edition, p.userId, workspaceId);
  if (!m) throw httpError(403, `Forbidden: you are not a member of workspace ${workspaceId}`);
  return m.permissions;
}

/** 403 unless the caller holds one of `permissions` in the workspace; answers what it holds there. */
export async function actIn(ctx: Ctx, p: Principal, workspaceId: string, permissions: string): Promise<Held> {
  const held = await heldIn(ctx, p, workspaceId);
  if (held && !splitList(permissions).some((x) => held.includes(x))) {
    throw httpError(403, `Forbidden: requires the permission ${permissions} in workspace ${workspaceId}`);
  }
  return held;
}

/** 403 naming the permissions of `wanted` that the caller lacks. */
export function assertMayGrant(held: Held, wanted: readonly string[], what: string): void {
  const beyond = permissionsBeyond(wanted, held);
  if (beyond.length) {
    throw httpError(403, `Forbidden: ${what} grants permissions you do not hold: ${beyond.join(', ')}`);
  }
}

/**
 * 404 unless the role is built in or the organisation's own; 403 when it grants (to someone who is
 * not an admin: its workspace-scoped part) more than the caller holds.
 */
export async function assertMayGrantRole(
  db: Kysely<Database>,
  held: Held,
  organizationId: string,
  roleId: string,
): Promise<void> {
  const role = await db
    .selectFrom('role')
    .select(['id', 'name', 'permissions'])
    .where('id', '=', roleId)
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .executeTakeFirst();
  if (!role) throw httpError(404, `Role ${roleId} not found`);
  assertMayGrant(held, workspaceScoped(rolePermissions(role)), `the role '${role.name}'`);
}

/**
 * 403 when a caller who is not an admin changes or removes someone in the workspace who holds more
 * than it does there, or an organisation admin. Someone not (yet) in the workspace outranks nobody.
 */
export async function assertMayManageMember(
  ctx: Ctx,
  held: Held,
  workspaceId: string,
  userId: string,
): Promise<void> {
  if (held === null) return;
  const target = await loadMembership(ctx.db, ctx.edition, userId, workspaceId);
  if (!target) return;
  if (target.isOrganizationAdmin)
    throw httpError(403, 'Forbidden: only an organization admin changes the access of an admin');
  const beyond = permissionsBeyond(target.permissions, held);
  if (beyond.length) {
    throw httpError(
      403,
      `Forbidden: user ${userId} holds permissions you do not hold in this workspace: ${beyond.join(', ')}`,
    );
  }
}
