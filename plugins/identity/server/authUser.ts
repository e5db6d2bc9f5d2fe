import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Edition } from '../../../host/common/editions.ts';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { featuresFor } from '../common/featureFlags.ts';
import { authUserExtras } from './authUserExtensions.ts';
import { workspaceScoped } from '../common/permissionScopes.ts';
import { rolePermissions } from './roleRows.ts';

/** The user's standing in one workspace, or null when they are not (or no longer) in it. */
export interface Membership {
  user: {
    id: string;
    email: string;
    name: string;
    status: string;
    lastLogin: Date | null;
    isSSO?: boolean;
  };
  organizationId: string;
  isOrganizationAdmin: boolean;
  workspace: { id: string; name: string };
  role: { id: string; name: string };
  permissions: string[];
  features: Record<string, string>;
}

/** An organisation's stored flags (JSON text), or null when none are stored or they do not parse. */
export function parseFeatures(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * Loads a user's membership of a workspace in one query. An organisation admin holds the owner
 * role in every workspace of the organisation, linked or not; others need a workspace_user row,
 * and hold only the workspace-scoped permissions of its role.
 */
export async function loadMembership(
  db: Kysely<Database>,
  edition: Edition,
  userId: string,
  workspaceId: string,
): Promise<Membership | null> {
  const row = await db
    .selectFrom('user as u')
    .innerJoin('organization_user as ou', 'ou.user_id', 'u.id')
    .innerJoin('organization as o', 'o.id', 'ou.organization_id')
    .innerJoin('workspace as w', (j) =>
      j.onRef('w.organization_id', '=', 'o.id').on('w.id', '=', workspaceId),
    )
    .leftJoin('workspace_user as wu', (j) =>
      j.onRef('wu.workspace_id', '=', 'w.id').onRef('wu.user_id', '=', 'u.id'),
    )
    .leftJoin('role as r', 'r.id', 'wu.role_id')
    .where('u.id', '=', userId)
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.status',
      'u.last_login',
      'u.is_sso',
      'o.id as organization_id',
      'o.features',
      'ou.is_admin',
      'ou.status as org_status',
      'w.name as workspace_name',
      'r.id as role_id',
      'r.name as role_name',
      'r.permissions',
    ])
    .executeTakeFirst();
  if (!row || row.org_status === 'disabled') return null;
  if (!row.role_id && !row.is_admin) return null;
  const role = row.role_id
    ? { id: row.role_id, name: row.role_name ?? row.role_id }
    : { id: 'owner', name: 'owner' };
  const rolePerms = rolePermissions({ id: role.id, permissions: row.permissions ?? '[]' });
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      status: row.status,
      lastLogin: row.last_login,
      isSSO: row.is_sso,
    },
    organizationId: row.organization_id,
    isOrganizationAdmin: row.is_admin,
    workspace: { id: workspaceId, name: row.workspace_name },
    role,
    // A workspace role grants no organisation-wide permission (README, "Security").
    permissions: row.is_admin ? rolePerms : workspaceScoped(rolePerms),
    features: featuresFor(edition, parseFeatures(row.features)),
  };
}

export function principalOf(m: Membership, sessionId: string): Principal {
  return {
    userId: m.user.id,
    sessionId,
    organizationId: m.organizationId,
    workspaceId: m.workspace.id,
    isOrganizationAdmin: m.isOrganizationAdmin,
    permissions: m.permissions,
    features: m.features,
  };
}

/** Workspaces the user may switch to: every one of the organisation for admins, else the linked ones. */
export async function assignedWorkspaces(
  db: Kysely<Database>,
  userId: string,
  organizationId: string,
  isAdmin: boolean,
): Promise<{ id: string; name: string }[]> {
  let q = db
    .selectFrom('workspace as w')
    .where('w.organization_id', '=', organizationId)
    .select(['w.id', 'w.name'])
    .orderBy('w.is_default', 'desc')
    .orderBy('w.name');
  if (!isAdmin) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('workspace_user as wu')
          .whereRef('wu.workspace_id', '=', 'w.id')
          .where('wu.user_id', '=', userId)
          .select('wu.user_id'),
      ),
    );
  }
  return q.execute();
}

/** The spec's section 3 user record, with permissions and features (login, me, switch). */
export async function authUserPayload(db: Kysely<Database>, m: Membership, req: FastifyRequest) {
  const billing = await authUserExtras(req, {
    organizationId: m.organizationId,
    userId: m.user.id,
    email: m.user.email,
    name: m.user.name,
    isOrganizationAdmin: m.isOrganizationAdmin,
  });
  return {
    id: m.user.id,
    email: m.user.email,
    name: m.user.name,
    status: m.user.status,
    role: m.role.name,
    roleId: m.role.id,
    isSSO: m.user.isSSO ?? false,
    activeOrganizationId: m.organizationId,
    activeOrganizationSubscriptionId: billing.activeOrganizationSubscriptionId ?? '',
    activeOrganizationCustomerId: billing.activeOrganizationCustomerId ?? '',
    activeOrganizationProductId: billing.activeOrganizationProductId ?? '',
    activeWorkspaceId: m.workspace.id,
    activeWorkspace: m.workspace.name,
    lastLogin: m.user.lastLogin ? new Date(m.user.lastLogin).toISOString() : undefined,
    isOrganizationAdmin: m.isOrganizationAdmin,
    assignedWorkspaces: await assignedWorkspaces(db, m.user.id, m.organizationId, m.isOrganizationAdmin),
    permissions: m.permissions,
    features: m.features,
  };
}
