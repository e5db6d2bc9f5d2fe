import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '../plugin/RouteTable.ts';
import { requestPrincipal } from './requestPrincipal.ts';
import { requestScope } from './requestScope.ts';
import { type Authentication, decideForPrincipal, sessionAccessPolicy } from './sessionAccessPolicy.ts';

const principal = {
  userId: 'u1',
  sessionId: 's1',
  organizationId: 'o1',
  workspaceId: 'w1',
  isOrganizationAdmin: false,
  permissions: ['tools:view'],
  features: { 'feat:users': 'true' } as Record<string, string | boolean>,
};
const route = (over: Partial<MountedRoute> = {}): MountedRoute => ({
  method: 'GET',
  url: '/api/v1/x',
  owner: 't',
  public: false,
  ...over,
});
const policy = (auth: Authentication) => sessionAccessPolicy(async () => auth);
const req = () => ({}) as FastifyRequest;

describe('sessionAccessPolicy', () => {
  it('answers 401 with the section 8 messages without a valid session', async () => {
    expect(await policy({ ok: false, reason: 'missing' }).check(req(), route(), 'oss')).toEqual({
      allowed: false,
      statusCode: 401,
      message: 'Invalid or Missing token',
    });
    expect(await policy({ ok: false, reason: 'expired' }).check(req(), route(), 'oss')).toEqual({
      allowed: false,
      statusCode: 401,
      message: 'Token Expired',
      retry: true,
    });
  });

  it('lets public routes pass and still attaches a session found there', async () => {
    const r = req();
    expect(
      await policy({ ok: false, reason: 'invalid' }).check(r, route({ public: true }), 'enterprise'),
    ).toEqual({
      allowed: true,
    });
    expect(requestPrincipal(r)).toBeNull();
    await policy({ ok: true, principal }).check(r, route({ public: true }), 'enterprise');
    expect(requestPrincipal(r)?.userId).toBe('u1');
  });

  it('scopes the request to the active workspace', async () => {
    const r = req();
    await policy({ ok: true, principal }).check(r, route({ permission: 'tools:view' }), 'enterprise');
    expect(requestScope(r)).toEqual({ workspaceId: 'w1', userId: 'u1' });
  });
});

describe('decideForPrincipal', () => {
  it('open source checks no permission but a feature flag must be on', () => {
    expect(decideForPrincipal(principal, { permission: 'users:manage' }, 'oss').allowed).toBe(true);
    expect(decideForPrincipal({ ...principal, features: {} }, { feature: 'feat:users' }, 'oss').allowed).toBe(
      false,
    );
  });
  it('enterprise: any of the listed permissions, admins hold all, features gate everyone', () => {
    expect(
      decideForPrincipal(principal, { permission: 'users:manage,tools:view' }, 'enterprise').allowed,
    ).toBe(true);
    const denied = decideForPrincipal(principal, { permission: 'users:manage' }, 'enterprise');
    expect(denied).toMatchObject({ allowed: false, statusCode: 403 });
    const admin = { ...principal, isOrganizationAdmin: true, permissions: [] };
    expect(decideForPrincipal(admin, { permission: 'users:manage' }, 'cloud').allowed).toBe(true);
    expect(decideForPrincipal(admin, { permission: 'x:y', feature: 'feat:roles' }, 'cloud').allowed).toBe(
      false,
    );
    expect(
      decideForPrincipal(principal, { permission: 'tools:view', feature: 'feat:users' }, 'cloud').allowed,
    ).toBe(true);
  });
});

describe('signed-in-only routes', () => {
  it('need a session but no permission', async () => {
    const p = sessionAccessPolicy(async () => ({ ok: false, reason: 'missing' }), {
      signedInOnly: () => true,
    });
    expect((await p.check(req(), route({ public: true }), 'enterprise')).allowed).toBe(false);
    const q = sessionAccessPolicy(async () => ({ ok: true, principal: { ...principal, permissions: [] } }), {
      signedInOnly: () => true,
    });
    expect((await q.check(req(), route({ public: true }), 'enterprise')).allowed).toBe(true);
  });
});
