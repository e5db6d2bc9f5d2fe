import { useEffect, useState } from 'react';
import { BUILT_IN_ROLES, BUILT_IN_ROLE_IDS } from '../../common/permissionCatalogue.ts';
import { adminApi } from './adminApi.ts';

type RoleOption = { id: string; name: string };
const BUILT_IN: RoleOption[] = BUILT_IN_ROLE_IDS.map((id) => ({ id, name: BUILT_IN_ROLES[id].name }));

/**
 * The roles to pick from: the organisation's list, or only the built-in ones when it cannot be
 * read (listing roles needs users:manage or roles:manage and the roles feature).
 */
export function useRoleOptions(): RoleOption[] {
  const [roles, setRoles] = useState<RoleOption[]>(BUILT_IN);
  useEffect(() => {
    adminApi.roles().then(
      (list) => setRoles(list.map((r) => ({ id: r.id, name: r.name }))),
      () => setRoles(BUILT_IN),
    );
  }, []);
  return roles;
}
