import { describe, expect, it } from 'vitest';
import { adminUserRows, planWorkspaceAccess } from './adminUserRows.ts';
import type { OrganizationUserLink, Role, WorkspaceUserLink } from './identityTypes.ts';

const orgUser = (userId: string, over: Partial<OrganizationUserLink> = {}): OrganizationUserLink => ({
  organizationId: 'o',
  userId,
  roleId: 'member',
  isOrganizationAdmin: false,
  status: 'active',
  user: { name: userId.toUpperCase(), email: `${userId}@x.test`, status: 'active' },
  lastLogin: null,
  ...over,
});
const link = (userId: string, workspaceId: string, roleId: string): WorkspaceUserLink => ({
  workspaceId,
  userId,
  roleId,
  workspace: { name: `WS ${workspaceId}`, organizationId: 'o' },
  user: { name: '', email: '', status: 'active' },
  role: { name: roleId },
  lastLogin: null,
});
const role = (id: string, name: string) => ({ id, name }) as Role;

describe('users page rows', () => {
  it('joins each user with their workspaces and role name', () => {
    const rows = adminUserRows(
      [orgUser('a', { roleId: 'r1', lastLogin: '2026-01-01T00:00:00.000Z' }), orgUser('b')],
      [link('a', 'w1', 'r1'), link('b', 'w1', 'member'), link('a', 'w2', 'viewer')],
      [role('r1', 'Reviewer'), role('member', 'member')],
    );
    expect(rows[0]).toMatchObject({
      name: 'A',
      roleName: 'Reviewer',
      lastLogin: '2026-01-01T00:00:00.000Z',
      workspaces: [
        { id: 'w1', name: 'WS w1', roleId: 'r1' },
        { id: 'w2', name: 'WS w2', roleId: 'viewer' },
      ],
    });
    expect(rows[1]?.workspaces.map((w) => w.id)).toEqual(['w1']);
  });

  it('shows invited and disabled states', () => {
    const [invited, disabled] = adminUserRows(
      [
        orgUser('i', { status: 'invited', user: { name: 'I', email: 'i@x', status: 'invited' } }),
        orgUser('d', { status: 'disabled' }),
      ],
      [],
      [],
    );
    expect(invited?.status).toBe('invited');
    expect(disabled?.status).toBe('disabled');
    expect(invited?.roleName).toBe('member');
  });
});

describe('workspace access plan', () => {
  it('links new workspaces, re-roles changed ones and unlinks the rest', () => {
    const current = [
      { id: 'w1', roleId: 'member' },
      { id: 'w2', roleId: 'viewer' },
      { id: 'w3', roleId: 'member' },
    ];
    expect(planWorkspaceAccess(current, ['w1', 'w2', 'w4'], 'member')).toEqual({
      upsert: ['w2', 'w4'],
      remove: ['w3'],
    });
    expect(planWorkspaceAccess(current, ['w1', 'w3'], 'member')).toEqual({ upsert: [], remove: ['w2'] });
  });
});
