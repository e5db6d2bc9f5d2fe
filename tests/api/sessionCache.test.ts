import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * Issue 16: a signed-in request costs no more database work than an API-key request (the session
 * and membership rows are cached), and every change to them is seen by the very next request.
 */
const counter = new QueryCounter();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { PLATFORM_TYPE: 'enterprise' },
    database: await openTestDatabase({ counter }),
  });
});
afterAll(() => server?.close());

async function statementsOf(send: () => Promise<Response>) {
  counter.reset();
  const res = await send();
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return counter.snapshot().statements;
}

describe('session cache', () => {
  it('a signed-in list request sends no more statements than the same request with an API key', async () => {
    const key = await server.fetch('/api/v1/apikey', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyName: 'cache test' }),
    });
    expect(key.status).toBe(201);
    const { apiKey } = (await key.json()) as { apiKey: string };
    const byKey = () =>
      server.anonymousFetch('/api/v1/variables', { headers: { authorization: `Bearer ${apiKey}` } });
    const bySession = () => server.fetch('/api/v1/variables');
    await byKey();
    const keyStatements = await statementsOf(byKey);
    // Any commit to the session tables empties the cache: the next request reads the rows again.
    await server.app.brains.db
      .updateTable('user')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('email', '=', server.admin?.email ?? '')
      .execute();
    const uncached = await statementsOf(bySession);
    const cached = await statementsOf(bySession);
    expect(cached).toBeLessThan(uncached);
    expect(cached).toBeLessThanOrEqual(keyStatements);
  });

  it('logout ends the session for the next request', async () => {
    const user = await server.createUser({ role: 'member' });
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(200);
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(200); // cached now
    const out = await user.session.fetch('/api/v1/account/logout', { method: 'POST' });
    expect(out.status).toBeLessThan(300);
    // The cookie is gone from the session; send the old one again, as a stolen cookie would be.
    const stale = await user.session.fetch('/api/v1/variables');
    expect(stale.status).toBe(401);
  });

  it('a role change and a removal from the workspace apply to the next request', async () => {
    const user = await server.createUser({ role: 'member' });
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(200);
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(200);
    const { db } = server.app.brains;
    // A role without variables:view, as an admin's role edit would leave it.
    await db
      .insertInto('role')
      .values({
        id: 'no-variables',
        organization_id: null,
        name: 'no variables',
        permissions: '["tools:view"]',
      })
      .execute();
    await db
      .updateTable('workspace_user')
      .set({ role_id: 'no-variables' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(403);
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(200);
    await db.deleteFrom('workspace_user').where('user_id', '=', user.id).execute();
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(401);
  });

  it('a change rolled back is not a change: the cache keeps serving, and a committed one is seen', async () => {
    const user = await server.createUser({ role: 'member' });
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(200);
    const { db } = server.app.brains;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('user').set({ status: 'disabled' }).where('id', '=', user.id).execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(200);
    await db.updateTable('user').set({ status: 'disabled' }).where('id', '=', user.id).execute();
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(401);
  });
});
