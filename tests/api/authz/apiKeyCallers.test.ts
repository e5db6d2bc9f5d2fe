import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { keyStatusIsRight, needsSession } from './apiKeyCallers.ts';

// The key callers' rules, without a server: they must be able to fail.
const route = (r: Partial<MountedRoute> & Pick<MountedRoute, 'method' | 'url'>) =>
  ({ owner: 'tools', public: false, ...r }) as MountedRoute;
const tools = route({ method: 'GET', url: '/api/v1/tools', permission: 'tools:view' });
const ping = route({ method: 'GET', url: '/api/v1/ping', public: true, owner: 'host' });
const roles = route({
  method: 'GET',
  url: '/api/v1/role',
  permission: 'roles:manage',
  feature: 'feat:roles',
  owner: 'identity',
});
const login = route({ method: 'POST', url: '/api/v1/auth/login', public: true, owner: 'identity' });

describe('API key caller rules', () => {
  it('refuses a key that is no key with 401 everywhere, public routes included', () => {
    for (const caller of ['keyDeleted', 'keyUnknown', 'keyMalformed'] as const) {
      for (const r of [tools, ping, roles]) {
        expect(keyStatusIsRight(r, caller, 401, 'enterprise')).toBe(true);
        expect(keyStatusIsRight(r, caller, 200, 'enterprise')).toBe(false);
        expect(keyStatusIsRight(r, caller, 403, 'oss')).toBe(false);
      }
    }
  });

  it("decides by the key's permissions, capped by its creator's", () => {
    for (const edition of ['oss', 'enterprise', 'cloud'] as const) {
      expect(keyStatusIsRight(tools, 'keyWith', 200, edition)).toBe(true);
      expect(keyStatusIsRight(tools, 'keyWith', 403, edition)).toBe(false);
      expect(keyStatusIsRight(tools, 'keyWithout', 403, edition)).toBe(true);
      expect(keyStatusIsRight(tools, 'keyWithout', 200, edition)).toBe(false);
    }
    for (const caller of ['keyCreatorNarrowed', 'keyCreatorLeft'] as const) {
      expect(keyStatusIsRight(tools, caller, 403, 'enterprise')).toBe(true);
      expect(keyStatusIsRight(tools, caller, 200, 'enterprise')).toBe(false);
    }
  });

  it('lets keys call public routes, and no session route', () => {
    expect(needsSession(roles)).toBe(true);
    expect(needsSession(login)).toBe(false);
    expect(needsSession(tools)).toBe(false);
    expect(keyStatusIsRight(login, 'keyWith', 400, 'enterprise')).toBe(true);
    expect(keyStatusIsRight(login, 'keyWith', 401, 'enterprise')).toBe(false);
    expect(keyStatusIsRight(roles, 'keyWith', 401, 'enterprise')).toBe(true);
    // Stopped by body validation means the key got past the policy.
    expect(keyStatusIsRight(roles, 'keyWith', 400, 'enterprise')).toBe(false);
    expect(keyStatusIsRight(roles, 'keyWithout', 403, 'enterprise')).toBe(false);
  });
});
