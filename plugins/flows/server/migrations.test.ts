import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostMigrations } from '../../../host/server/db/hostMigrations.ts';
import { runMigrations } from '../../../host/server/db/migrations.ts';
import { type DatabaseHandle, openPGlite } from '../../../host/server/db/openDatabase.ts';
import { flowMigrations } from './migrations.ts';

describe('chat_flow migration', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPGlite();
    await runMigrations(handle.db, [
      { plugin: 'host', migrations: hostMigrations },
      { plugin: 'flows', migrations: flowMigrations },
    ]);
  });
  afterAll(async () => handle?.close());

  it('creates chat_flow with defaults for deployed, is_public and the dates', async () => {
    await handle.db
      .insertInto('chat_flow')
      .values({
        id: 'f1',
        workspace_id: 'w',
        name: 'n',
        flow_data: '{"nodes":[],"edges":[]}',
        type: 'AGENTFLOW',
        apikey_id: null,
        chatbot_config: null,
        api_config: null,
        category: null,
      })
      .execute();
    const row = await handle.db.selectFrom('chat_flow').selectAll().executeTakeFirstOrThrow();
    expect(row.deployed).toBe(false);
    expect(row.is_public).toBe(false);
    expect(row.created_date).toBeInstanceOf(Date);
    expect(row.updated_date).toBeInstanceOf(Date);
  });

  it('refuses an unknown type', async () => {
    await expect(
      handle.db
        .insertInto('chat_flow')
        .values({
          id: 'f2',
          workspace_id: 'w',
          name: 'n',
          flow_data: '{}',
          type: 'OTHER' as 'AGENTFLOW',
          apikey_id: null,
          chatbot_config: null,
          api_config: null,
          category: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("a page of a large workspace's list is one backward index scan, no sort", async () => {
    await sql`
      insert into chat_flow (id, workspace_id, name, flow_data, type, updated_date)
      select 'big-' || i, 'big', 'flow ' || i, '{}', 'AGENTFLOW', now() - (i || ' seconds')::interval
      from generate_series(1, 2000) as i`.execute(handle.db);
    await sql`analyze chat_flow`.execute(handle.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select id, name from chat_flow where workspace_id = 'big'
      order by updated_date desc, id desc limit 20 offset 0`.execute(handle.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan Backward using chat_flow_workspace_updated_idx/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
