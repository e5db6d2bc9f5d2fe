import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestServer, type OidcTestServer } from '../sso/oidcTestServer.ts';
import * as ssoBrowser from '../sso/ssoBrowser.ts';
import { createSession, startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer;
let idp: OidcTestServer;
let providerId: string;
const SSO_EMAIL = 'sso.user@example.com';

beforeAll(async () => {
  idp = await startOidcTestServer({ sub: 'sub-1', email: SSO_EMAIL, name: 'SSO User' });
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});
afterEach(() => {
  idp.tamper = {};
  idp.denyWith = null;
  idp.user.email = SSO_EMAIL;
});

const { json } = ssoBrowser;
const toCallback = () => ssoBrowser.toCallback(server, idp, providerId);
const finish = (callback: string) => ssoBrowser.finish(server, callback);

describe('SSO config', () => {
  it('creates a provider whose secret never comes back', async () => {
    const res = await server.fetch(
      '/api/v1/sso-config',
      json({
        label: 'Test IdP',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        enabled: true,
      }),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(idp.clientSecret);
    const { providers } = JSON.parse(text) as {
      providers: { id: string; clientSecret: string; enabled: boolean }[];
    };
    expect(providers).toHaveLength(1);
    expect(providers[0]).toMatchObject({
      label: 'Test IdP',
      clientId: idp.clientId,
      clientSecret: 'set',
      enabled: true,
    });
    providerId = providers[0]!.id;
    const row = await server.app.brains.db.selectFrom('sso_provider').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_data).not.toContain(idp.clientSecret);
    const listed = await (await server.fetch('/api/v1/sso-config')).text();
    expect(listed).not.toContain(idp.clientSecret);
    expect(listed).toContain('"clientSecret":"set"');
  });

  it('keeps the stored secret when an edit leaves it out', async () => {
    const res = await server.fetch(
      '/api/v1/sso-config',
      json({
        id: providerId,
        label: 'Test IdP',
        issuer: `${idp.issuer}/`,
        clientId: idp.clientId,
        enabled: true,
      }),
    );
    expect(res.status).toBe(200);
    const { providers } = (await res.json()) as { providers: { issuer: string; clientSecret: string }[] };
    expect(providers[0]).toMatchObject({ issuer: idp.issuer, clientSecret: 'set' });
  });

  it('refuses bad input and callers without sso:manage', async () => {
    expect(
      (
        await server.fetch(
          '/api/v1/sso-config',
          json({ label: 'X', issuer: 'ftp://x', clientId: 'c', enabled: true }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.fetch(
          '/api/v1/sso-config',
          json({
            label: 'X',
            issuer: 'http://idp.example.com',
            clientId: 'c',
            clientSecret: 's',
            enabled: true,
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.fetch(
          '/api/v1/sso-config',
          json({ label: 'X', issuer: idp.issuer, clientId: 'c', enabled: true }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.fetch(
          '/api/v1/sso-config',
          json({ id: 'nope', label: 'X', issuer: idp.issuer, clientId: 'c', enabled: true }),
        )
      ).status,
    ).toBe(404);
    expect((await server.anonymousFetch('/api/v1/sso-config')).status).toBe(401);
    const member = await server.createUser({ role: 'member' });
    expect((await member.session.fetch('/api/v1/sso-config')).status).toBe(403);
    expect(
      (
        await member.session.fetch(
          '/api/v1/sso-config',
          json({ label: 'X', issuer: idp.issuer, clientId: 'c', clientSecret: 's', enabled: true }),
        )
      ).status,
    ).toBe(403);
  });

  it('tests discovery of an issuer', async () => {
    const ok = (await (
      await server.fetch('/api/v1/sso-config/test', json({ issuer: idp.issuer }, 'POST'))
    ).json()) as { ok: boolean };
    expect(ok.ok).toBe(true);
    const bad = (await (
      await server.fetch('/api/v1/sso-config/test', json({ issuer: `${idp.issuer}/nothing` }, 'POST'))
    ).json()) as { ok: boolean; message: string };
    expect(bad).toMatchObject({ ok: false });
    expect(bad.message).toMatch(/Discovery failed/);
  });

  it('lists enabled providers publicly, id and label only', async () => {
    const res = await server.anonymousFetch('/api/v1/sso/providers');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: providerId, label: 'Test IdP' }]);
  });
});

describe('SSO sign-in', () => {
  it('refuses an email that is not a member of the organisation', async () => {
    const { location, cookies, error } = await finish(await toCallback());
    expect(location.startsWith('/login?')).toBe(true);
    expect(error).toMatch(/No account for sso.user@example.com/);
    expect(cookies.get('token')).toBeUndefined();
  });

  it('signs an existing member in: session cookies, isSSO, login activity', async () => {
    await server.createUser({ role: 'member', email: SSO_EMAIL });
    const { location, cookies, error } = await finish(await toCallback());
    expect(error).toBeNull();
    expect(location).toBe('/sso-success');
    expect(cookies.get('token')).toBeTruthy();
    expect(cookies.get('refreshToken')).toBeTruthy();
    const me = await createSession(server.url, cookies).fetch('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: SSO_EMAIL, isSSO: true });
    const activity = await server.app.brains.db
      .selectFrom('login_activity')
      .selectAll()
      .where('email', '=', SSO_EMAIL)
      .where('kind', '=', 'LOGIN')
      .execute();
    expect(activity.map((a) => a.message)).toContain('Login successful (SSO: Test IdP)');
  });

  it('refuses a replayed or unknown state', async () => {
    const callback = await toCallback();
    expect((await finish(callback)).error).toBeNull();
    expect((await finish(callback)).error).toMatch(/expired or was already used/);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    expect((await finish(forged.toString())).error).toMatch(/expired or was already used/);
    forged.searchParams.delete('state');
    expect((await finish(forged.toString())).error).toMatch(/no state/);
  });

  it.each([
    ['nonce', { nonce: 'another-nonce' }, /nonce does not match/],
    ['audience', { aud: 'another-client' }, /meant for another client/],
    ['signature', { signWithOtherKey: true }, /signature does not match/],
    ['issuer', { iss: 'http://127.0.0.1:1' }, /another issuer/],
    ['expiry', { exp: Math.floor(Date.now() / 1000) - 3600 }, /expired/],
  ])('refuses an ID token with a wrong %s', async (_what, tamper, message) => {
    idp.tamper = tamper;
    const { error, cookies } = await finish(await toCallback());
    expect(error).toMatch(message);
    expect(cookies.get('token')).toBeUndefined();
  });

  it('refuses an email the provider has not verified', async () => {
    idp.user.email_verified = false;
    try {
      expect((await finish(await toCallback())).error).toMatch(/has not verified sso.user@example.com/);
    } finally {
      delete idp.user.email_verified;
    }
  });

  it('lets an invited user in and activates the account', async () => {
    const db = server.app.brains.db;
    const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    const id = 'invited-sso-user';
    await db
      .insertInto('user')
      .values({ id, email: 'invited@example.com', name: 'Invited', status: 'invited' })
      .execute();
    await db
      .insertInto('organization_user')
      .values({ organization_id: org.id, user_id: id, role_id: 'member', is_admin: false })
      .execute();
    await db
      .insertInto('workspace_user')
      .values({ workspace_id: 'default', user_id: id, role_id: 'member' })
      .execute();
    idp.user.email = 'Invited@Example.com';
    const { location, error } = await finish(await toCallback());
    expect(error).toBeNull();
    expect(location).toBe('/sso-success');
    const row = await db
      .selectFrom('user')
      .select(['status', 'is_sso'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', is_sso: true });
  });

  it("shows the provider's refusal", async () => {
    idp.denyWith = 'access_denied';
    expect((await finish(await toCallback())).error).toMatch(/Test IdP refused the sign-in: access_denied/);
  });

  it('sends a disabled provider back to the login page', async () => {
    await server.fetch(
      '/api/v1/sso-config',
      json({ id: providerId, label: 'Test IdP', issuer: idp.issuer, clientId: idp.clientId, enabled: false }),
    );
    const res = await server.anonymousFetch(`/api/v1/sso/${providerId}/login`, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/^\/login\?ssoError=.*not%20available/);
    expect(await (await server.anonymousFetch('/api/v1/sso/providers')).json()).toEqual([]);
  });
});

describe('SSO outside enterprise', () => {
  it('is not served in open source: the login page gets a plain 404 and shows no buttons', async () => {
    const oss = await startTestServer();
    try {
      const res = await oss.anonymousFetch('/api/v1/sso/providers');
      expect(res.status).toBe(404);
      expect((await oss.fetch('/api/v1/sso-config')).status).toBe(404);
    } finally {
      await oss.close();
    }
  });
});
