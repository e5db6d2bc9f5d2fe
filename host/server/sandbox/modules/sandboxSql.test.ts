import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSandboxed } from '../runSandboxed.ts';
import { createGuardedSql } from './guardedSql.ts';
import { type PgWireTestServer, startPgWireTestServer } from './pgWireTestServer.ts';

let pgServer: PgWireTestServer;

beforeAll(async () => {
  pgServer = await startPgWireTestServer();
  await pgServer.db.exec(`CREATE TABLE cities (name text NOT NULL, population integer);
    INSERT INTO cities VALUES ('Abu Dhabi', 1480000), ('Al Ain', 766936), ('Dubai', 3600000);`);
  await runSandboxed({ code: 'return 1' });
}, 60_000);
afterAll(() => pgServer.close());

const local = () => createGuardedSql({ allowPrivate: ['127.0.0.1'] });

describe('pg and typeorm in the sandbox', { timeout: 60_000 }, () => {
  it('pg Client and Pool query PostgreSQL through the host, with parameters', async () => {
    const result = await runSandboxed({
      code: `const { Client, Pool } = require('pg');
        const client = new Client({ host: '127.0.0.1', port: ${pgServer.port}, user: 'u', password: 'p', database: 'd' });
        await client.connect();
        const all = await client.query('SELECT name FROM cities ORDER BY name');
        await client.end();
        const pool = new Pool({ connectionString: 'postgres://u:p@127.0.0.1:${pgServer.port}/d' });
        const big = await pool.query('SELECT name, population FROM cities WHERE population > $1', [1000000]);
        return { names: all.rows.map((r) => r.name), fields: all.fields.map((f) => f.name), count: big.rowCount,
                 big: big.rows.map((r) => r.name).sort() };`,
      sql: local(),
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        names: ['Abu Dhabi', 'Al Ain', 'Dubai'],
        fields: ['name'],
        count: 2,
        big: ['Abu Dhabi', 'Dubai'],
      },
    });
  });

  it('typeorm DataSource and query runner read the schema the way the peer SQL template does', async () => {
    const result = await runSandboxed({
      code: `const { DataSource } = require('typeorm');
        const source = new DataSource({ type: 'postgres', host: 'localhost', port: ${pgServer.port},
          username: 'testuser', password: 'testpwd', database: 'abudhabi', synchronize: false, logging: false });
        await source.initialize();
        const runner = source.createQueryRunner();
        const tables = await runner.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
        const columns = await runner.query("SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = 'cities' ORDER BY ordinal_position");
        await runner.release();
        return { tables: tables.map((t) => t.table_name), columns: columns.map((c) => c.column_name + ' ' + c.data_type.toUpperCase() + ' ' + c.is_nullable) };`,
      sql: createGuardedSql({ allowPrivate: ['localhost', '127.0.0.1', '::1'] }),
    });
    expect(result).toMatchObject({
      ok: true,
      value: { tables: ['cities'], columns: ['name TEXT NO', 'population INTEGER YES'] },
    });
  });

  it('keeps the private-address rules and fails clearly without a database bridge', async () => {
    const before = pgServer.connections;
    const refused = await runSandboxed({
      code: `const { Client } = require('pg'); return (await new Client({ host: '127.0.0.1', port: ${pgServer.port} }).query('SELECT 1')).rows`,
      sql: createGuardedSql({ allowPrivate: false }),
    });
    expect(refused.ok ? '' : refused.error.message).toMatch(
      /Refused to connect to 127\.0\.0\.1.*HTTP_ALLOW_PRIVATE/,
    );
    expect(pgServer.connections).toBe(before);
    const none = await runSandboxed({
      code: "return await require('pg').Pool.prototype.query.call({ _connection: {} }, 'SELECT 1')",
    });
    expect(none.ok ? '' : none.error.message).toContain('Database connections are not available');
    const sqlError = await runSandboxed({
      code: `const { Client } = require('pg'); try { await new Client({ host: '127.0.0.1', port: ${pgServer.port} }).query('SELECT nope FROM cities') } catch (e) { return e.message }`,
      sql: local(),
    });
    expect(sqlError).toMatchObject({ ok: true, value: expect.stringContaining('nope') });
  });
});
