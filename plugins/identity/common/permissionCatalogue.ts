import { DEFAULT_PERMISSIONS } from '../../../host/common/access/defaultPermissions.ts';
import { ALL_PERMISSIONS } from '../../../host/common/access/permissionCatalogue.ts';

// The catalogue itself is the host's (API keys use it too); identity adds its built-in roles.
export {
  ALL_PERMISSIONS,
  PERMISSION_GROUPS,
  type PermissionGroup,
} from '../../../host/common/access/permissionCatalogue.ts';

export const BUILT_IN_ROLE_IDS = ['owner', 'member', 'viewer'] as const;
export type BuiltInRoleId = (typeof BUILT_IN_ROLE_IDS)[number];

/** owner: everything; member: the spec's defaults; viewer: only the :view permissions. */
export const BUILT_IN_ROLES: Record<
  BuiltInRoleId,
  { name: string; description: string; permissions: string[] }
> = {
  owner: { name: 'owner', description: 'Every permission', permissions: [...ALL_PERMISSIONS] },
  member: { name: 'member', description: 'The default permissions', permissions: [...DEFAULT_PERMISSIONS] },
  viewer: {
    name: 'viewer',
    description: 'Read only',
    permissions: ALL_PERMISSIONS.filter((p) => p.endsWith(':view')),
  },
};

export function isBuiltInRole(id: string): id is BuiltInRoleId {
  return (BUILT_IN_ROLE_IDS as readonly string[]).includes(id);
}

/** The names that are not in the catalogue (a role may hold only known permissions). */
export function unknownPermissions(list: readonly string[]): string[] {
  const known = new Set(ALL_PERMISSIONS);
  return list.filter((p) => !known.has(p));
}
