import { sql } from 'kysely';
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

const refresh = (session: { fetch: TestServer['fetch'] }) =>
  session.fetch('/api/v1/auth/refreshToken', { method: 'POST' });

/** Moves the session's last rotation back, as if the grace window had passed. */
const ageRotation = (seconds: number) =>
  server.app.brains.db
    .updateTable('auth_session')
    .set({ rotated_date: sql<Date>`now() - make_interval(secs => ${seconds})` })
    .where('rotated_date', 'is not', null)
    .execute();

describe('refreshing the access token', () => {
  it('two refreshes at once with the same token both succeed and the session lives on', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const first = session.cookies.get('refreshToken');
    const answers = await Promise.all([refresh(session), refresh(session), refresh(session)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const res of answers) expect((await res.json()).id).toBeTruthy();
    // One rotation happened: the browser holds the new refresh token, and it works.
    expect(session.cookies.get('refreshToken')).not.toBe(first);
    expect((await session.fetch('/api/v1/auth/me')).status).toBe(200);
    expect((await refresh(session)).status).toBe(200);
    expect((await session.fetch('/api/v1/auth/me')).status).toBe(200);
  });

  it('a late request with the rotated token inside the grace window gets an access token, not a new refresh token', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const old = session.cookies.get('refreshToken') as string;
    expect((await refresh(session)).status).toBe(200);
    const late = createSession(server.url, new Map([['refreshToken', old]]));
    const res = await refresh(late);
    expect(res.status).toBe(200);
    expect(late.cookies.get('refreshToken')).toBe(old);
    expect(late.cookies.get('token')).toBeTruthy();
    expect((await late.fetch('/api/v1/auth/me')).status).toBe(200);
    // The session was not revoked: the holder of the current token still refreshes.
    expect((await refresh(session)).status).toBe(200);
  });

  it('a refresh racing a workspace switch keeps the session (the switch rotates like a refresh)', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const old = session.cookies.get('refreshToken') as string;
    const switched = await session.fetch('/api/v1/workspace/switch?id=default', { method: 'POST' });
    expect(switched.status).toBe(200);
    expect(session.cookies.get('refreshToken')).not.toBe(old);
    // A request sent with the cookie from before the switch refreshes inside the grace window.
    const late = createSession(server.url, new Map([['refreshToken', old]]));
    expect((await refresh(late)).status).toBe(200);
    expect((await refresh(session)).status).toBe(200);
    expect((await session.fetch('/api/v1/auth/me')).status).toBe(200);
  });

  it('the rotated token after the grace window is a stolen copy: the whole session ends', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const old = session.cookies.get('refreshToken') as string;
    expect((await refresh(session)).status).toBe(200);
    await ageRotation(3600);
    const thief = createSession(server.url, new Map([['refreshToken', old]]));
    const stolen = await refresh(thief);
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toMatchObject({ message: 'Invalid or Missing token' });
    expect((await session.fetch('/api/v1/auth/me')).status).toBe(401);
    expect((await refresh(session)).status).toBe(401);
  });

  it('a revoked session gets nothing in the grace window either', async () => {
    const session = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const old = session.cookies.get('refreshToken') as string;
    expect((await refresh(session)).status).toBe(200);
    expect((await session.fetch('/api/v1/account/logout', { method: 'POST' })).status).toBe(200);
    const late = createSession(server.url, new Map([['refreshToken', old]]));
    expect((await refresh(late)).status).toBe(401);
  });
});
