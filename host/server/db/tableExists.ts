import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './Database.ts';

/**
 * Whether a table exists: a plugin reading another plugin's table (export/import, the assistant
 * builder's lists) finds it absent when that plugin is disabled.
 */
export async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
    where table_name = ${name} and table_schema = current_schema()`.execute(db);
  return (result.rows[0]?.n ?? 0) > 0;
}
