import type { Selectable } from 'kysely';
import { BUILT_IN_ROLES, isBuiltInRole } from '../common/permissionCatalogue.ts';
import type { Role } from '../common/identityTypes.ts';
import type { RoleTable } from './identityTables.ts';

/** A role's permissions; built-in roles always follow the code's catalogue, not a stored copy. */
export function rolePermissions(role: { id: string; permissions: string }): string[] {
  if (isBuiltInRole(role.id)) return [...BUILT_IN_ROLES[role.id].permissions];
  try {
    const list = JSON.parse(role.permissions) as unknown;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function toRole(row: Selectable<RoleTable>): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: rolePermissions(row),
    organizationId: row.organization_id,
    builtIn: isBuiltInRole(row.id),
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
  };
}
