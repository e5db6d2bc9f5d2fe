import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { withEnv } from './withEnv.ts';

// Behind a trusted proxy (loopback), X-Forwarded-For names the caller's address: one test server
// plays many addresses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise', TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

const login = (email: string, password: string, from: string) =>
  server.anonymousFetch('/api/v1/auth/login', {
    ...jsonRequest('POST', { email, password }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
  });

/** Moves every recorded attempt back in time, as if that many seconds had passed. */
const elapse = (seconds: number) =>
  sql`update login_activity set created_date = created_date - make_interval(secs => ${seconds})`.execute(
    server.app.brains.db,
  );

describe('login limiting', () => {
  it('failures lock that account from that address only; a correct password from a fresh address works', async () => {
    const victim = await server.createUser();
    for (let i = 0; i < 5; i++) expect((await login(victim.email, 'wrong', '203.0.113.7')).status).toBe(401);
    const refused = await login(victim.email, victim.password, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, elsewhere, signs in; the attacker's address may still try other accounts.
    expect((await login(victim.email, victim.password, '198.51.100.20')).status).toBe(200);
    const other = await server.createUser();
    expect((await login(other.email, 'wrong', '203.0.113.7')).status).toBe(401);
  });

  it('refusals are not failures: hammering during the lock does not keep it on', async () => {
    const user = await server.createUser();
    const from = '203.0.113.8';
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong', from)).status).toBe(401);
    for (let i = 0; i < 30; i++) expect((await login(user.email, 'wrong', from)).status).toBe(429);
    // The first lock is a minute: once it has passed, the correct password works from there too.
    await elapse(61);
    expect((await login(user.email, user.password, from)).status).toBe(200);
    const kinds = await server.app.brains.db
      .selectFrom('login_activity')
      .select(['kind', 'message'])
      .where('email', '=', user.email)
      .where('address', '=', from)
      .execute();
    // Refusals are still recorded, for the login activity page.
    expect(kinds.filter((k) => k.kind === 'FAILED')).toHaveLength(35);
  });

  it('each further failure after a lock doubles it (backoff)', async () => {
    const user = await server.createUser();
    const from = '203.0.113.9';
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong', from);
    const first = Number((await login(user.email, 'wrong', from)).headers.get('retry-after'));
    await elapse(61);
    expect((await login(user.email, 'wrong', from)).status).toBe(401);
    const second = Number((await login(user.email, 'wrong', from)).headers.get('retry-after'));
    expect(first).toBeLessThanOrEqual(60);
    expect(second).toBeGreaterThan(60);
    expect(second).toBeLessThanOrEqual(120);
  });

  it('an address failing across many accounts is limited, but not for accounts that signed in from it before', async () => {
    await withEnv({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' }, async () => {
      const regular = await server.createUser();
      const from = '203.0.113.10';
      expect((await login(regular.email, regular.password, from)).status).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await login(`nobody-${i}@example.com`, 'wrong', from)).status).toBe(401);
      expect((await login('nobody-9@example.com', 'wrong', from)).status).toBe(429);
      const stranger = await server.createUser();
      expect((await login(stranger.email, stranger.password, from)).status).toBe(429);
      // A colleague behind the same address who has signed in from it before is not locked out.
      expect((await login(regular.email, regular.password, from)).status).toBe(200);
      expect((await login(stranger.email, stranger.password, '198.51.100.21')).status).toBe(200);
    });
  });
});
