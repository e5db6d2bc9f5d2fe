import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseExpiresAt } from '../../plugins/identity/server/license.ts';
import { LAST_ADMIN, WRONG_PASSWORD } from '../../plugins/identity/server/routes/deleteAccountRoutes.ts';
import { ADMIN_PASSWORD, type Session, startTestServer, type TestServer } from './startTestServer.ts';
import { apiCall, jsonRequest } from './apiCall.ts';
import { withEnv } from './withEnv.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(() => server?.close());

const db = () => server.app.brains.db;

describe('POST /account/change-password', () => {
  it('refuses a wrong current password, a weak new one, bad bodies and anonymous callers', async () => {
    const user = await server.createUser();
    const wrong = await apiCall(user.session, 'POST', '/account/change-password', {
      currentPassword: 'nope',
      newPassword: 'New-Passw0rd',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'body/currentPassword: The current password is wrong' },
    });
    const weak = await apiCall(user.session, 'POST', '/account/change-password', {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^body\/newPassword: Password must be at least/);
    expect(
      (await apiCall(user.session, 'POST', '/account/change-password', { newPassword: 'New-Passw0rd' }))
        .status,
    ).toBe(400);
    expect(
      (await apiCall(user.session, 'POST', '/account/change-password', '{"currentPassword":')).status,
    ).toBe(400);
    const big = JSON.stringify({ currentPassword: user.password, newPassword: 'x'.repeat(20_000) });
    expect((await apiCall(user.session, 'POST', '/account/change-password', big)).status).toBe(413);
    const anonymous = await server.anonymousFetch(
      '/api/v1/account/change-password',
      jsonRequest('POST', { currentPassword: 'a', newPassword: 'b' }),
    );
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Invalid or Missing token');
  });

  it('changes it: the new password signs in, the old one no longer; other sessions end, this one stays', async () => {
    const user = await server.createUser();
    const other = await server.loginAs(user.email, user.password);
    const done = await apiCall(user.session, 'POST', '/account/change-password', {
      currentPassword: user.password,
      newPassword: 'Changed-Passw0rd',
    });
    expect([done.status, done.body]).toEqual([200, { message: 'Password changed' }]);
    expect((await apiCall(user.session, 'GET', '/auth/me')).status).toBe(200);
    expect((await apiCall(other, 'GET', '/auth/me')).status).toBe(401);
    await expect(server.loginAs(user.email, user.password)).rejects.toThrow(/401/);
    await server.loginAs(user.email, 'Changed-Passw0rd');
  });
});

describe('POST /account/delete', () => {
  it('refuses anonymous callers, API keys, bad bodies and a wrong password (recorded as a failed login)', async () => {
    const user = await server.createUser();
    expect(
      (await server.anonymousFetch('/api/v1/account/delete', jsonRequest('POST', { password: 'x' }))).status,
    ).toBe(401);
    const key = await apiCall(server.admin?.session as Session, 'POST', '/apikey', {
      keyName: 'Delete test',
    });
    expect(key.status).toBeLessThan(300);
    const byKey = await server.anonymousFetch(
      '/api/v1/account/delete',
      jsonRequest('POST', { password: ADMIN_PASSWORD }, { authorization: `Bearer ${key.body.apiKey}` }),
    );
    expect(byKey.status).toBe(401);
    for (const body of [{}, { password: '' }, { password: 'x', extra: 1 }, { password: 12 }]) {
      expect((await apiCall(user.session, 'POST', '/account/delete', body)).status).toBe(400);
    }
    expect((await apiCall(user.session, 'POST', '/account/delete', 'not json')).status).toBe(400);
    expect(
      (await apiCall(user.session, 'POST', '/account/delete', { password: 'x'.repeat(20_000) })).status,
    ).toBe(413);
    const wrong = await apiCall(user.session, 'POST', '/account/delete', { password: 'Wrong-Passw0rd' });
    expect(wrong).toMatchObject({ status: 400, body: { message: WRONG_PASSWORD } });
    const failures = await db()
      .selectFrom('login_activity')
      .select(['kind', 'message'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'FAILED')
      .execute();
    expect(failures).toEqual([{ kind: 'FAILED', message: 'Account deletion refused: wrong password' }]);
    expect(
      await db().selectFrom('user').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('stops guessing after the login limit: 429, even with the right password', async () => {
    const user = await server.createUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await apiCall(user.session, 'POST', '/account/delete', { password: `Guess-${i}-Passw0rd` })).status,
      ).toBe(400);
    }
    const limited = await apiCall(user.session, 'POST', '/account/delete', { password: user.password });
    expect(limited.status).toBe(429);
    expect(
      await db().selectFrom('user').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('deletes a member: sessions and links go, the login fails, login activity keeps the record', async () => {
    const user = await server.createUser({ role: 'member' });
    const other = await server.loginAs(user.email, user.password);
    const done = await apiCall(user.session, 'POST', '/account/delete', { password: user.password });
    expect([done.status, done.body]).toEqual([200, { message: 'Account deleted', redirectTo: '/login' }]);
    expect(user.session.cookies.size).toBe(0);
    expect((await apiCall(other, 'GET', '/auth/me')).status).toBe(401);
    for (const table of ['organization_user', 'workspace_user', 'auth_session'] as const) {
      const rows = await db().selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    await expect(server.loginAs(user.email, user.password)).rejects.toThrow(/401/);
    const deleted = await db()
      .selectFrom('login_activity')
      .select('message')
      .where('user_id', '=', user.id)
      .where('message', '=', 'Account deleted')
      .execute();
    expect(deleted).toHaveLength(1);
  });

  it('refuses the last organisation admin (409); an admin with another active admin may go', async () => {
    const admin = server.admin as NonNullable<TestServer['admin']>;
    const last = await apiCall(admin.session, 'POST', '/account/delete', { password: admin.password });
    expect([last.status, last.body]).toEqual([409, expect.objectContaining({ message: LAST_ADMIN })]);
    // A second admin whose organisation link is disabled does not count.
    const disabled = await server.createUser({ isAdmin: true });
    await db()
      .updateTable('organization_user')
      .set({ status: 'disabled' })
      .where('user_id', '=', disabled.id)
      .execute();
    expect(
      (await apiCall(admin.session, 'POST', '/account/delete', { password: admin.password })).status,
    ).toBe(409);
    const second = await server.createUser({ isAdmin: true });
    expect(
      (await apiCall(second.session, 'POST', '/account/delete', { password: second.password })).status,
    ).toBe(200);
    expect(
      (await apiCall(admin.session, 'POST', '/account/delete', { password: admin.password })).status,
    ).toBe(409);
    expect((await apiCall(admin.session, 'GET', '/auth/me')).status).toBe(200);
  });
});

describe('GET /organization', () => {
  it('returns the caller’s own organisation, 404 for any other id, 401 anonymous, 400 without id', async () => {
    const user = await server.createUser();
    const me = (await apiCall(user.session, 'GET', '/auth/me')).body;
    const own = await apiCall(user.session, 'GET', `/organization?id=${me.activeOrganizationId}`);
    expect(own).toMatchObject({
      status: 200,
      body: { id: me.activeOrganizationId, name: expect.any(String) },
    });
    expect((await apiCall(user.session, 'GET', '/organization?id=someone-else')).status).toBe(404);
    expect((await apiCall(user.session, 'GET', '/organization')).status).toBe(400);
    expect((await server.anonymousFetch(`/api/v1/organization?id=${me.activeOrganizationId}`)).status).toBe(
      401,
    );
  });
});

describe('enterprise licence (LICENSE_EXPIRES_AT)', () => {
  const past = '2020-01-31';
  const redirect = { statusCode: 401, error: 'unauthorized', redirectTo: '/license-expired' };

  it('reads an ISO date, none when unset, and names the variable for anything else', () => {
    expect(licenseExpiresAt({ LICENSE_EXPIRES_AT: '2027-01-31' })?.toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(licenseExpiresAt({})).toBeNull();
    expect(() => licenseExpiresAt({ LICENSE_EXPIRES_AT: 'next year' })).toThrow(/LICENSE_EXPIRES_AT/);
    expect(() => licenseExpiresAt({ LICENSE_EXPIRES_AT: '12' })).toThrow(/LICENSE_EXPIRES_AT/);
  });

  it('in force: GET /license says so and everything works', async () => {
    await withEnv({ LICENSE_EXPIRES_AT: '2999-12-31' }, async () => {
      expect(await (await server.anonymousFetch('/api/v1/license')).json()).toEqual({
        licensed: true,
        expired: false,
        expiresAt: '2999-12-31T00:00:00.000Z',
      });
      expect((await server.fetch('/api/v1/auth/me')).status).toBe(200);
    });
  });

  it('expired: sessions, API keys and sign-in answer 401 with redirectTo /license-expired; public calls still work', async () => {
    const user = await server.createUser();
    const key = (await apiCall(server.admin?.session as Session, 'POST', '/apikey', { keyName: 'Licence' }))
      .body;
    await withEnv({ LICENSE_EXPIRES_AT: past }, async () => {
      expect(await (await server.anonymousFetch('/api/v1/license')).json()).toEqual({
        licensed: true,
        expired: true,
        expiresAt: '2020-01-31T00:00:00.000Z',
      });
      for (const path of ['/auth/me', '/tools', '/workspace?organizationId=x']) {
        const res = await apiCall(user.session, 'GET', path);
        expect(res, path).toMatchObject({ status: 401, body: redirect });
      }
      const byKey = await server.anonymousFetch('/api/v1/tools', {
        headers: { authorization: `Bearer ${key?.apiKey}` },
      });
      expect(byKey.status).toBe(401);
      const login = await server.anonymousFetch(
        '/api/v1/auth/login',
        jsonRequest('POST', { email: user.email, password: user.password }),
      );
      expect(login.status).toBe(401);
      expect(await login.json()).toMatchObject(redirect);
      expect((await server.anonymousFetch('/api/v1/auth/refreshToken', { method: 'POST' })).status).toBe(401);
      const setup = await server.anonymousFetch(
        '/api/v1/organization-setup',
        jsonRequest('POST', { name: 'X', email: 'x@example.com', password: 'Passw0rd-x' }),
      );
      expect(await setup.json()).toMatchObject(redirect);
      expect((await server.anonymousFetch('/api/v1/settings')).status).toBe(200);
      expect((await apiCall(user.session, 'POST', '/account/logout')).status).toBe(200);
    });
    // Renewed: the admin's session works again.
    expect((await server.fetch('/api/v1/auth/me')).status).toBe(200);
  });

  it('an unreadable date counts as expired', async () => {
    await withEnv({ LICENSE_EXPIRES_AT: 'soon' }, async () => {
      expect(await (await server.anonymousFetch('/api/v1/license')).json()).toEqual({
        licensed: true,
        expired: true,
        expiresAt: null,
      });
      expect((await server.fetch('/api/v1/auth/me')).status).toBe(401);
    });
  });

  it('other editions have no licence: the variable is ignored', async () => {
    const oss = await startTestServer();
    try {
      await withEnv({ LICENSE_EXPIRES_AT: past }, async () => {
        expect(await (await oss.anonymousFetch('/api/v1/license')).json()).toEqual({
          licensed: false,
          expired: false,
          expiresAt: null,
        });
        expect((await oss.fetch('/api/v1/auth/me')).status).toBe(200);
      });
    } finally {
      await oss.close();
    }
  });
});
