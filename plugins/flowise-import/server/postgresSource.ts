import { type PeerRow, type PeerSource, PeerSourceError } from './PeerSource.ts';

/**
 * The peer's PostgreSQL database (its DATABASE_* settings as one URL), read in one read-only
 * transaction so every table is seen at the same moment. `schema` defaults to public.
 */
export async function postgresSource(url: string, schema = 'public'): Promise<PeerSource> {
  const { default: pg } = await import('pg'); // only an import from PostgreSQL needs it
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (err) {
    await client.end().catch(() => {});
    throw new PeerSourceError(`The peer's PostgreSQL database cannot be opened: ${(err as Error).message}`);
  }
  const names = new Set(
    (
      await client.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
        [schema],
      )
    ).rows.map((r) => r.table_name),
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    label: 'PostgreSQL',
    tables: async () => names,
    async rows(table) {
      if (!names.has(table)) return [];
      return (await client.query<PeerRow>(`SELECT * FROM ${quote(schema)}.${quote(table)}`)).rows;
    },
    async close() {
      await client.query('ROLLBACK').catch(() => {});
      await client.end();
    },
  };
}
