import type { OrganizationUserLink, Role, WorkspaceUserLink } from './identityTypes.ts';

/** One row of the users page: the organisation link joined with the user's workspaces. */
export interface AdminUserRow {
  userId: string;
  name: string;
  email: string;
  /** The organisation role's name (what invitations and new workspace links use). */
  roleId: string;
  roleName: string;
  isOrganizationAdmin: boolean;
  /** 'active', 'invited' or 'disabled'. */
  status: string;
  workspaces: { id: string; name: string; roleId: string; roleName: string }[];
  lastLogin: string | null;
}

/** Joins GET /organizationuser, GET /workspaceuser?organizationId and GET /role into page rows. */
export function adminUserRows(
  users: readonly OrganizationUserLink[],
  links: readonly WorkspaceUserLink[],
  roles: readonly Pick<Role, 'id' | 'name'>[],
): AdminUserRow[] {
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  return users.map((u) => {
    const own = links.filter((l) => l.userId === u.userId);
    return {
      userId: u.userId,
      name: u.user.name,
      email: u.user.email,
      roleId: u.roleId,
      roleName: roleName.get(u.roleId) ?? u.roleId,
      isOrganizationAdmin: u.isOrganizationAdmin,
      // An invited account stays 'invited' until it registers, whatever the link says.
      status: u.status === 'disabled' ? 'disabled' : u.user.status,
      workspaces: own.map((l) => ({
        id: l.workspaceId,
        name: l.workspace.name,
        roleId: l.roleId,
        roleName: l.role.name,
      })),
      lastLogin: u.lastLogin,
    };
  });
}

/** What saving a user's access changes: workspaces to link (or re-role) and to unlink. */
export interface WorkspaceAccessPlan {
  upsert: string[];
  remove: string[];
}

/**
 * The workspace calls that give a user exactly the chosen workspaces, all with one role:
 * new or differently-roled links are upserted, links not chosen any more are removed.
 */
export function planWorkspaceAccess(
  current: readonly { id: string; roleId: string }[],
  chosen: readonly string[],
  roleId: string,
): WorkspaceAccessPlan {
  const wanted = new Set(chosen);
  return {
    upsert: [...wanted].filter((id) => current.find((w) => w.id === id)?.roleId !== roleId),
    remove: current.filter((w) => !wanted.has(w.id)).map((w) => w.id),
  };
}
