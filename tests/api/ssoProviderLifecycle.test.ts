import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetProvider } from '../../plugins/sso/server/oidcCache.ts';
import { type OidcTestServer, startOidcTestServer } from '../sso/oidcTestServer.ts';
import { finish, json, toCallback } from '../sso/ssoBrowser.ts';
import { createSession, startTestServer, type TestServer } from './startTestServer.ts';

/** Caching of discovery and keys, key rotation, RP-initiated logout and deleting a provider. */
let server: TestServer;
let idp: OidcTestServer;
let providerId: string;
const EMAIL = 'lifecycle.sso@example.com';

beforeAll(async () => {
  idp = await startOidcTestServer({ sub: 'sub-l', email: EMAIL, name: 'Lifecycle' });
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  const res = await server.fetch(
    '/api/v1/sso-config',
    json({
      label: 'Life IdP',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      enabled: true,
    }),
  );
  providerId = ((await res.json()) as { providers: { id: string }[] }).providers[0]!.id;
  await server.createUser({ role: 'member', email: EMAIL });
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});
beforeEach(() => forgetProvider(providerId));
afterEach(() => {
  idp.tamper = {};
  idp.cacheControl = null;
  idp.endSessionSupported = true;
});

async function signIn() {
  const result = await finish(server, await toCallback(server, idp, providerId));
  expect(result.error).toBeNull();
  return createSession(server.url, result.cookies);
}

const fetched = () => ({ ...idp.fetches });
const since = (before: { discovery: number; jwks: number }) => ({
  discovery: idp.fetches.discovery - before.discovery,
  jwks: idp.fetches.jwks - before.jwks,
});

describe('SSO discovery and keys', () => {
  it('reads discovery and the JWKS once for many sign-ins (default ten minutes)', async () => {
    const before = fetched();
    for (let i = 0; i < 3; i++) await signIn();
    expect(since(before)).toEqual({ discovery: 1, jwks: 1 });
  });

  it("reads them again once the provider's max-age has passed", async () => {
    // Long enough for two sign-ins on a loaded machine; then the test waits it out.
    idp.cacheControl = 'public, max-age=5';
    const before = fetched();
    await signIn();
    await signIn();
    expect(since(before)).toEqual({ discovery: 1, jwks: 1 });
    await new Promise((r) => setTimeout(r, 5100));
    await signIn();
    expect(since(before)).toEqual({ discovery: 2, jwks: 2 });
  });

  it('reads the JWKS again when a token names a key it does not hold (rotation)', async () => {
    await signIn();
    const before = fetched();
    idp.rotateKey();
    await signIn();
    expect(since(before)).toEqual({ discovery: 0, jwks: 1 });
    await signIn();
    expect(since(before)).toEqual({ discovery: 0, jwks: 1 });
  });

  it('refuses a key id the provider does not publish, after reading the JWKS only once more', async () => {
    await signIn();
    const before = fetched();
    idp.tamper = { kid: 'never-published' };
    const { error, cookies } = await finish(server, await toCallback(server, idp, providerId));
    expect(error).toMatch(/signature does not match/);
    expect(cookies.get('token')).toBeUndefined();
    expect(since(before)).toEqual({ discovery: 0, jwks: 1 });
  });
});

describe('SSO logout', () => {
  it('ends the session at the provider with the ID token as hint, which never reaches the browser otherwise', async () => {
    const session = await signIn();
    const idToken = idp.issued.at(-1)!;
    const me = await session.fetch('/api/v1/auth/me');
    expect(await me.text()).not.toContain(idToken);
    // Logging out asks the provider nothing, even with nothing cached: the endpoint was kept at sign-in.
    forgetProvider(providerId);
    const before = fetched();
    const out = await session.fetch('/api/v1/account/logout', { method: 'POST' });
    const text = await out.text();
    expect(text).not.toContain(idToken);
    const { redirectTo } = JSON.parse(text) as { redirectTo: string };
    expect(redirectTo).toMatch(/^\/api\/v1\/sso\/end-session\/[\w-]{20,}$/);
    expect((await session.fetch('/api/v1/auth/me')).status).toBe(401);

    const calls = idp.endSessions.length;
    const hop = await server.anonymousFetch(redirectTo, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('cache-control')).toBe('no-store');
    const end = new URL(hop.headers.get('location') ?? '');
    expect(`${end.origin}${end.pathname}`).toBe(`${idp.issuer}/end-session`);
    expect(end.searchParams.get('id_token_hint')).toBe(idToken);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/login`);
    expect(end.searchParams.get('client_id')).toBe(idp.clientId);
    const back = await fetch(end, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${server.url}/login`);
    expect(idp.endSessions).toHaveLength(calls + 1);
    expect(since(before)).toEqual({ discovery: 0, jwks: 0 });

    // The handle works once; the token is no longer kept.
    const again = await server.anonymousFetch(redirectTo, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/login');
    const kept = await server.app.brains.db.selectFrom('sso_session').select('id_token').execute();
    expect(kept.map((k) => k.id_token)).not.toContain(idToken);
  });

  it('keeps no token and logs out locally when the provider offers no end_session_endpoint', async () => {
    idp.endSessionSupported = false;
    const session = await signIn();
    const kept = await server.app.brains.db.selectFrom('sso_session').select('id_token').execute();
    expect(kept.map((k) => k.id_token)).not.toContain(idp.issued.at(-1));
    const out = (await (await session.fetch('/api/v1/account/logout', { method: 'POST' })).json()) as {
      redirectTo: string;
    };
    expect(out.redirectTo).toBe('/login');
  });

  it('logs a password session out to /login as before', async () => {
    const member = await server.createUser({ role: 'member' });
    const out = (await (await member.session.fetch('/api/v1/account/logout', { method: 'POST' })).json()) as {
      redirectTo: string;
    };
    expect(out.redirectTo).toBe('/login');
  });
});

describe('SSO provider deletion', () => {
  it('needs sso:manage and an existing provider of the organisation', async () => {
    const member = await server.createUser({ role: 'member' });
    expect(
      (await member.session.fetch(`/api/v1/sso-config/${providerId}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(
      (await server.anonymousFetch(`/api/v1/sso-config/${providerId}`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect((await server.fetch('/api/v1/sso-config/no-such-provider', { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('removes the provider and its kept tokens; the accounts that used it stay', async () => {
    await signIn();
    const db = server.app.brains.db;
    expect(
      await db.selectFrom('sso_session').select('session_id').where('provider_id', '=', providerId).execute(),
    ).not.toEqual([]);
    const res = await server.fetch(`/api/v1/sso-config/${providerId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ providers: [] });
    expect(await (await server.anonymousFetch('/api/v1/sso/providers')).json()).toEqual([]);
    const start = await server.anonymousFetch(`/api/v1/sso/${providerId}/login`, { redirect: 'manual' });
    expect(start.headers.get('location')).toMatch(/not%20available/);
    expect(
      await db.selectFrom('sso_session').select('session_id').where('provider_id', '=', providerId).execute(),
    ).toEqual([]);
    const user = await db
      .selectFrom('user')
      .select(['status', 'is_sso'])
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ status: 'active', is_sso: true });
  });
});
