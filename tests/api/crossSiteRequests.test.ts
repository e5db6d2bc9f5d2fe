import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type Session,
  startTestServer,
  type TestServer,
} from './startTestServer.ts';
import { withEnv } from './withEnv.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(() => server?.close());

const EVIL = 'http://evil.example';
const CROSS_SITE = /^Cross-site request refused/;

/** A form or fetch from another page: text/plain body, the browser's Origin / Sec-Fetch-Site headers. */
const post = (session: Session, path: string, headers: Record<string, string>) =>
  session.fetch(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: 'x',
  });

const alive = async (session: Session) => (await session.fetch('/api/v1/auth/me')).status === 200;

describe('state-changing requests with the session cookie from another origin', () => {
  it('are refused: logout and workspace switch from a foreign, null or cross-site origin do nothing', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { origin: server.url.replace('127.0.0.1', 'localhost') },
      { origin: `${server.url}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      for (const path of ['/account/logout', '/workspace/switch?id=default', '/auth/refreshToken']) {
        const res = await post(session, path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect((await res.json()).message).toMatch(CROSS_SITE);
      }
    }
    expect(await alive(session)).toBe(true);
    const rows = await server.app.brains.db
      .selectFrom('login_activity')
      .select('kind')
      .where('email', '=', ADMIN_EMAIL)
      .where('kind', '=', 'LOGOUT')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('pass from the own origin, from APP_URL, and without Origin (scripts, servers)', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await post(session, '/workspace/switch?id=default', { origin: server.url })).status).toBe(200);
    expect(
      (await post(session, '/workspace/switch?id=default', { 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect((await post(session, '/workspace/switch?id=default', {})).status).toBe(200);
    await withEnv({ APP_URL: 'https://studio.example/' }, async () => {
      const res = await post(session, '/workspace/switch?id=default', { origin: 'https://studio.example' });
      expect(res.status).toBe(200);
    });
    // Reading is not changing: a GET from elsewhere is not refused by this rule.
    expect((await session.fetch('/api/v1/auth/me', { headers: { origin: EVIL } })).status).toBe(200);
    expect((await post(session, '/account/logout', { origin: server.url })).status).toBe(200);
    expect(await alive(session)).toBe(false);
  });

  it('API-key calls and the embed routes are not affected', async () => {
    const created = await apiCall(server, 'POST', '/apikey', {
      keyName: 'cross-site',
      permissions: ['variables:create'],
    });
    expect(created.status).toBe(201);
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const byKey = await server.anonymousFetch('/api/v1/variables', {
      method: 'POST',
      headers: {
        origin: EVIL,
        cookie,
        authorization: `Bearer ${created.body.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'crossSiteKey', value: 'v' }),
    });
    expect(byKey.status).toBe(201);
    // The widget's lead form on another site: the flow's allowedOrigins rule decides, not this one.
    const lead = await session.fetch('/api/v1/leads', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ chatflowid: 'no-such-flow', chatId: 'c', name: 'n' }),
    });
    expect(lead.status).toBe(404);
  });
});

describe('Secure cookies', () => {
  it('are Secure when the request arrived over https (through a trusted proxy), not over plain http', async () => {
    const behindProxy = await startTestServer({
      env: { PLATFORM_TYPE: 'enterprise', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const login = (headers: Record<string, string>) =>
        behindProxy.anonymousFetch('/api/v1/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
        });
      const https = await login({ 'x-forwarded-proto': 'https' });
      expect(https.status).toBe(200);
      const cookies = https.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      for (const c of cookies) expect(c).toMatch(/; Secure/);
      const http = await login({});
      for (const c of http.headers.getSetCookie()) expect(c).not.toMatch(/Secure/);
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY a forwarded header from anyone is ignored.
    const direct = await server.anonymousFetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(direct.status).toBe(200);
    for (const c of direct.headers.getSetCookie()) expect(c).not.toMatch(/Secure/);
  });
});
