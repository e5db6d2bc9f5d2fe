import type { AnswerContext } from '../componentTypes.ts';
import { quoteName, type SqlColumn, type SqlDatabase, STATEMENT_TIMEOUT_MS } from './SqlDatabase.ts';

/**
 * A PostgreSQL database by URL. It connects to the address the URL's host resolves to, after the
 * same private-address check as every outgoing request (HTTP_ALLOW_PRIVATE), so a database URL
 * cannot reach inside unasked.
 */
export async function pgDatabase(url: string, ctx: AnswerContext): Promise<SqlDatabase> {
  const parsed = URL.parse(url);
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol))
    throw new Error('The database URL must start with postgres://');
  const { resolveAllowedAddresses, systemLookup } = await import(
    '../../../../host/server/sandbox/resolveAllowedAddresses.ts'
  );
  const probe = new URL(`http://${parsed.host || 'localhost'}`);
  const [address] = await resolveAllowedAddresses(probe, ctx.run.services.allowPrivate, systemLookup);
  const { default: pg } = await import('pg');
  // the checked address replaces the name, so a second DNS answer cannot point elsewhere
  if (address) parsed.hostname = address.family === 6 ? `[${address.address}]` : address.address;
  const client = new pg.Client({ connectionString: parsed.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  return {
    dialect: 'PostgreSQL',
    async columns(): Promise<SqlColumn[]> {
      const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
        `select table_name, column_name, data_type from information_schema.columns
         where table_schema = any(current_schemas(false)) order by table_name, ordinal_position`,
      );
      return rows.map((r) => ({ table: r.table_name, column: r.column_name, type: r.data_type }));
    },
    async sample(table, n) {
      return (await client.query(`select * from ${quoteName(table)} limit ${Math.floor(n)}`)).rows;
    },
    async readOnly(sql, maxRows) {
      // a write or a runaway query fails
      await client.query('begin read only');
      await client.query(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
      try {
        return (await client.query(sql)).rows.slice(0, maxRows);
      } finally {
        await client.query('rollback').catch(() => {});
      }
    },
    close: () => client.end().catch(() => {}),
  };
}
