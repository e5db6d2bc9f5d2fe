import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { holderPermission, organizationOnly, statusIsRight, uncovered } from './authorizationMatrix.ts';

// The matrix's own rules, without a server: it must be able to fail.
const route = (r: Partial<MountedRoute> & Pick<MountedRoute, 'method' | 'url'>) => r as MountedRoute;
const tools = route({ method: 'GET', url: '/api/v1/tools', permission: 'tools:view' });
const roles = route({
  method: 'GET',
  url: '/api/v1/role',
  permission: 'roles:manage',
  feature: 'feat:roles',
});

describe('authorization matrix rules', () => {
  it('leaves no route out: neither a permission nor a listed public route is an error', () => {
    const { missing, gone } = uncovered([
      tools,
      route({ method: 'GET', url: '/api/v1/ping', public: true }),
      route({ method: 'GET', url: '/api/v1/forgotten' }),
      route({ method: 'POST', url: '/api/v1/unlisted', public: true }),
    ]);
    expect(missing).toEqual(['GET /api/v1/forgotten', 'POST /api/v1/unlisted']);
    expect(gone).toContain('POST /api/v1/auth/login');
    expect(gone).not.toContain('GET /api/v1/ping');
  });

  it('enterprise and cloud: 403 without the permission, through with it', () => {
    for (const edition of ['enterprise', 'cloud'] as const) {
      expect(statusIsRight(tools, 'anonymous', 401, edition)).toBe(true);
      expect(statusIsRight(tools, 'anonymous', 200, edition)).toBe(false);
      expect(statusIsRight(tools, 'without', 403, edition)).toBe(true);
      expect(statusIsRight(tools, 'without', 200, edition)).toBe(false);
      expect(statusIsRight(tools, 'with', 404, edition)).toBe(true);
      expect(statusIsRight(tools, 'with', 403, edition)).toBe(false);
      expect(statusIsRight(roles, 'admin', 200, edition)).toBe(true);
    }
  });

  it('organisation-wide routes: only organisation admins pass, whatever a workspace role holds', () => {
    for (const edition of ['enterprise', 'cloud'] as const) {
      expect(statusIsRight(roles, 'with', 403, edition)).toBe(true);
      expect(statusIsRight(roles, 'with', 200, edition)).toBe(false);
      expect(statusIsRight(roles, 'otherWorkspace', 200, edition)).toBe(false);
      expect(statusIsRight(roles, 'admin', 200, edition)).toBe(true);
    }
    expect(organizationOnly(roles)).toBe(true);
    expect(organizationOnly({ permission: 'users:manage,workspace:add-user' })).toBe(false);
    expect(holderPermission({ permission: 'users:manage,workspace:add-user' })).toBe('workspace:add-user');
  });

  it('open source: sign-in only, and feature routes closed to everyone', () => {
    expect(statusIsRight(tools, 'anonymous', 401, 'oss')).toBe(true);
    expect(statusIsRight(tools, 'without', 200, 'oss')).toBe(true);
    expect(statusIsRight(tools, 'without', 403, 'oss')).toBe(false);
    expect(statusIsRight(roles, 'admin', 403, 'oss')).toBe(true);
    expect(statusIsRight(roles, 'admin', 200, 'oss')).toBe(false);
  });
});
