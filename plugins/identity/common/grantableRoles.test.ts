import { describe, expect, it } from 'vitest';
import type { User } from '../../../host/common/access/types.ts';
import { grantableRoles, mayActOnWorkspace } from './grantableRoles.ts';

const user = { isOrganizationAdmin: false, assignedWorkspaces: [{ id: 'w1', name: 'One' }] } as User;
const roles = [
  { id: 'viewer', permissions: ['tools:view'] },
  { id: 'owner', permissions: ['tools:view', 'tools:delete', 'users:manage'] },
];

describe('grantableRoles', () => {
  it('offers only roles within what the user holds; organisation permissions count for nothing', () => {
    const ctx = { edition: 'enterprise' as const, isGlobal: false, user, permissions: ['tools:view'] };
    expect(grantableRoles(roles, ctx).map((r) => r.id)).toEqual(['viewer']);
    const owner = { ...ctx, permissions: ['tools:view', 'tools:delete'] };
    expect(grantableRoles(roles, owner).map((r) => r.id)).toEqual(['viewer', 'owner']);
    const admin = { ...ctx, user: { ...user, isOrganizationAdmin: true } };
    expect(grantableRoles(roles, admin)).toHaveLength(2);
  });

  it('acts on its own workspaces only, unless an admin', () => {
    const ctx = { edition: 'enterprise' as const, isGlobal: false, user, permissions: [] };
    expect(mayActOnWorkspace(ctx, 'w1')).toBe(true);
    expect(mayActOnWorkspace(ctx, 'w2')).toBe(false);
    expect(mayActOnWorkspace({ ...ctx, isGlobal: true }, 'w2')).toBe(true);
  });
});
