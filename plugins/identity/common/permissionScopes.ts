/**
 * The privilege model (README, "Security"): permissions that act on the whole organisation — its
 * people, roles, sign-in configuration and sign-in records — are held only by organisation admins.
 * A role in a workspace never carries them, whatever it lists (the built-in owner role lists
 * every permission so that it can be granted to admins' workspaces unchanged). Every other
 * permission is workspace-scoped: it acts only on the workspace in which the role holds it.
 */
export const ORGANIZATION_PERMISSIONS: readonly string[] = Object.freeze([
  'users:manage',
  'roles:manage',
  'sso:manage',
  'loginActivity:view',
]);

const organizationWide = new Set(ORGANIZATION_PERMISSIONS);

export function isOrganizationPermission(permission: string): boolean {
  return organizationWide.has(permission);
}

/** What a workspace role really grants someone who is not an organisation admin. */
export function workspaceScoped(permissions: readonly string[]): string[] {
  return permissions.filter((p) => !organizationWide.has(p));
}

/**
 * The permissions of `wanted` that `held` lacks: a caller may grant (through a role, a role edit
 * or an API key) only what it holds itself. `held` null means everything (an organisation admin).
 */
export function permissionsBeyond(wanted: readonly string[], held: readonly string[] | null): string[] {
  if (held === null) return [];
  const have = new Set(held);
  return wanted.filter((p) => !have.has(p));
}
