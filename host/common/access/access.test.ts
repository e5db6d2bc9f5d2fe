import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  decideRoute,
  editionFromPlatformType,
  effectivePermissions,
  hasFeature,
  hasPermission,
  hasWorkspace,
  isAuthenticated,
  loginRedirect,
  normalizeUser,
  type AccessContext,
  type GuardInput,
} from './index.ts';

const user = normalizeUser({ id: 'u1', email: 'a@b.c', name: 'A', activeWorkspaceId: 'w1' });
const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  edition: 'enterprise',
  user,
  permissions: ['chatflows:view', 'tools:view'],
  features: { 'feat:users': true, 'feat:roles': 'true', 'feat:logs': false, 'feat:sso-config': 'yes' },
  isGlobal: false,
  ...over,
});

describe('editions', () => {
  it('maps PLATFORM_TYPE to the edition, anything else is open source', () => {
    expect(editionFromPlatformType('enterprise')).toBe('enterprise');
    expect(editionFromPlatformType('cloud')).toBe('cloud');
    expect(editionFromPlatformType('Enterprise')).toBe('oss');
    expect(editionFromPlatformType(undefined)).toBe('oss');
  });
});

describe('hasPermission', () => {
  it('passes when any one of a comma-separated list is held', () => {
    expect(hasPermission(ctx(), 'agentflows:view,chatflows:view')).toBe(true);
    expect(hasPermission(ctx(), 'agentflows:view, tools:view')).toBe(true);
    expect(hasPermission(ctx(), 'agentflows:view,users:manage')).toBe(false);
  });
  it('passes everything for open source and global users', () => {
    expect(hasPermission(ctx({ edition: 'oss', permissions: [] }), 'users:manage')).toBe(true);
    expect(hasPermission(ctx({ isGlobal: true, permissions: [] }), 'users:manage')).toBe(true);
    const admin = { ...user, isOrganizationAdmin: true };
    expect(hasPermission(ctx({ edition: 'cloud', user: admin, permissions: [] }), 'roles:manage')).toBe(true);
  });
  it('passes an empty requirement', () => {
    expect(hasPermission(ctx({ permissions: [] }), undefined)).toBe(true);
    expect(hasPermission(ctx({ permissions: [] }), '')).toBe(true);
  });
});

describe('hasFeature', () => {
  it('passes only for true or the text true', () => {
    const { features } = ctx();
    expect(hasFeature(features, 'feat:users')).toBe(true);
    expect(hasFeature(features, 'feat:roles')).toBe(true);
    expect(hasFeature(features, 'feat:logs')).toBe(false);
    expect(hasFeature(features, 'feat:sso-config')).toBe(false);
    expect(hasFeature(features, 'feat:files')).toBe(false);
  });
  it('passes nothing without a features object', () => {
    expect(hasFeature(undefined, 'feat:users')).toBe(false);
    expect(hasFeature(null, 'feat:users')).toBe(false);
  });
});

describe('default permissions', () => {
  it('holds the section 6 defaults when the user has no list', () => {
    expect(effectivePermissions(undefined)).toBe(DEFAULT_PERMISSIONS);
    expect(effectivePermissions(['a:view'])).toEqual(['a:view']);
    for (const p of [
      'chatflows:view',
      'agentflows:create',
      'workspace:update',
      'evaluators:view',
      'agentflows:duplicate',
      'chatflows:import',
      'tools:export',
      'credentials:share',
      'executions:view',
      'templates:marketplace',
      'templates:custom',
    ]) {
      expect(DEFAULT_PERMISSIONS).toContain(p);
    }
    expect(DEFAULT_PERMISSIONS).not.toContain('users:manage');
    expect(DEFAULT_PERMISSIONS).not.toContain('executions:create');
    expect(DEFAULT_PERMISSIONS).toHaveLength(12 * 3 + 2 * 3 + 5);
  });
});

describe('hasWorkspace', () => {
  it('passes open source and global users, else only the active workspace', () => {
    expect(hasWorkspace(ctx(), 'w1')).toBe(true);
    expect(hasWorkspace(ctx(), 'w2')).toBe(false);
    expect(hasWorkspace(ctx({ user: null }), 'w1')).toBe(false);
    expect(hasWorkspace(ctx({ edition: 'oss' }), 'w2')).toBe(true);
    expect(hasWorkspace(ctx({ isGlobal: true }), 'w2')).toBe(true);
  });
});

describe('isAuthenticated', () => {
  it('is true when a user exists or the stored flag says so', () => {
    expect(isAuthenticated(user, null)).toBe(true);
    expect(isAuthenticated(null, 'true')).toBe(true);
    expect(isAuthenticated(null, 'false')).toBe(false);
    expect(isAuthenticated(null, null)).toBe(false);
  });
});

describe('decideRoute', () => {
  const input = (over: Partial<GuardInput> = {}): GuardInput => ({
    ...ctx(),
    authenticated: true,
    signInRequired: true,
    ...over,
  });

  it('sends unauthenticated users to /login keeping the path', () => {
    expect(decideRoute({}, input({ authenticated: false }), '/tools?x=1')).toEqual({
      kind: 'login',
      to: '/login?returnTo=%2Ftools%3Fx%3D1',
    });
    expect(loginRedirect('/')).toBe('/login');
  });
  it('skips sign-in when none is offered, and always allows public routes', () => {
    expect(
      decideRoute({}, input({ authenticated: false, signInRequired: false, edition: 'oss' }), '/a'),
    ).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ public: true }, input({ authenticated: false }), '/chatbot/1')).toEqual({
      kind: 'allow',
    });
  });
  it('open source: a feature page goes to /unauthorized, others pass', () => {
    const oss = input({ edition: 'oss', permissions: [] });
    expect(decideRoute({ feature: 'feat:users', permission: 'users:manage' }, oss, '/users').kind).toBe(
      'unauthorized',
    );
    expect(decideRoute({ permission: 'users:manage' }, oss, '/x')).toEqual({ kind: 'allow' });
  });
  it('cloud and enterprise: restricted without permissions, missing permission or feature off', () => {
    expect(decideRoute({}, input({ permissions: [] }), '/a')).toEqual({ kind: 'allow' });
    expect(decideRoute({ permission: 'tools:view' }, input({ permissions: [] }), '/tools')).toEqual({
      kind: 'restricted',
      permission: 'tools:view',
    });
    expect(decideRoute({ permission: 'users:manage' }, input(), '/users')).toEqual({
      kind: 'restricted',
      permission: 'users:manage',
    });
    expect(decideRoute({ permission: 'tools:view', feature: 'feat:logs' }, input(), '/logs')).toEqual({
      kind: 'restricted',
      permission: 'feat:logs',
    });
    expect(decideRoute({ permission: 'tools:view', feature: 'feat:users' }, input(), '/x')).toEqual({
      kind: 'allow',
    });
  });
  it('global users pass permission checks but not a disabled feature', () => {
    const global = input({ edition: 'cloud', isGlobal: true, permissions: [] });
    expect(decideRoute({ permission: 'users:manage' }, global, '/users')).toEqual({ kind: 'allow' });
    expect(decideRoute({ permission: 'users:manage', feature: 'feat:logs' }, global, '/logs').kind).toBe(
      'restricted',
    );
  });
});
