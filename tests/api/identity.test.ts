import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createSession,
  startTestServer,
  type TestServer,
} from './startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(() => server?.close());

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('sessions', () => {
  it('the admin session from organisation set-up reads the auth state', async () => {
    const res = await server.fetch('/api/v1/auth/me');
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me).toMatchObject({
      email: ADMIN_EMAIL,
      isOrganizationAdmin: true,
      activeWorkspaceId: 'default',
      activeWorkspace: 'Default Workspace',
      assignedWorkspaces: [{ id: 'default', name: 'Default Workspace' }],
      role: 'owner',
      isSSO: false,
    });
    expect(me.features['feat:workspaces']).toBe('true');
    expect(me.permissions).toContain('users:manage');
  });

  it('answers 401 Invalid or Missing token without a session', async () => {
    const res = await server.anonymousFetch('/api/v1/tools');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid or Missing token' });
  });

  it('logs in with httpOnly cookies and refuses a wrong password', async () => {
    const session = createSession(server.url);
    const bad = await session.fetch('/api/v1/auth/login', json({ email: ADMIN_EMAIL, password: 'wrong' }));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ message: 'Invalid email or password' });
    const ok = await session.fetch(
      '/api/v1/auth/login',
      json({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }),
    );
    expect(ok.status).toBe(200);
    const cookies = ok.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('token=') && /HttpOnly/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('refreshToken=') && /HttpOnly/.test(c))).toBe(true);
    expect((await session.fetch('/api/v1/tools')).status).toBe(200);
  });
});
