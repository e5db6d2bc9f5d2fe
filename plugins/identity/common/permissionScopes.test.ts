import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from './permissionCatalogue.ts';
import { isOrganizationPermission, permissionsBeyond, workspaceScoped } from './permissionScopes.ts';

describe('permission scopes', () => {
  it('the built-in owner role grants no organisation-wide permission in a workspace', () => {
    const granted = workspaceScoped(BUILT_IN_ROLES.owner.permissions);
    for (const p of ['users:manage', 'roles:manage', 'sso:manage', 'loginActivity:view'])
      expect(granted).not.toContain(p);
    expect(granted).toContain('workspace:add-user');
    expect(isOrganizationPermission('users:manage')).toBe(true);
    expect(isOrganizationPermission('chatflows:view')).toBe(false);
  });

  it('names what a grant asks beyond what the caller holds; admins (null) hold everything', () => {
    expect(permissionsBeyond(['a', 'b'], ['a'])).toEqual(['b']);
    expect(permissionsBeyond(['a'], ['a', 'b'])).toEqual([]);
    expect(permissionsBeyond(['a', 'b'], null)).toEqual([]);
  });
});
