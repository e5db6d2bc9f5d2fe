import { useEffect, useMemo, useState } from 'react';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { grantableRoles } from '../../common/grantableRoles.ts';
import { BUILT_IN_ROLES, BUILT_IN_ROLE_IDS } from '../../common/permissionCatalogue.ts';
import { adminApi } from './adminApi.ts';

type RoleOption = { id: string; name: string; permissions: readonly string[] };
const BUILT_IN: RoleOption[] = BUILT_IN_ROLE_IDS.map((id) => ({ id, ...BUILT_IN_ROLES[id] }));

/**
 * The roles to pick from: the organisation's list, or only the built-in ones when it cannot be
 * read (listing roles needs users:manage, roles:manage or workspace:add-user and the roles
 * feature); either way only those the user may give (grantableRoles).
 */
export function useRoleOptions(): RoleOption[] {
  const access = useAccess();
  const [roles, setRoles] = useState<RoleOption[]>(BUILT_IN);
  useEffect(() => {
    adminApi.roles().then(
      (list) => setRoles(list.map((r) => ({ id: r.id, name: r.name, permissions: r.permissions }))),
      () => setRoles(BUILT_IN),
    );
  }, []);
  const { edition, isGlobal, user, permissions } = access;
  return useMemo(
    () => grantableRoles(roles, { edition, isGlobal, user, permissions }),
    [roles, edition, isGlobal, user, permissions],
  );
}
