import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';

/**
 * Whether a table exists: the chat and executions plugins may be disabled, and then their sets
 * are exported empty and skipped on import.
 */
export async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
    where table_name = ${name} and table_schema = current_schema()`.execute(db);
  return (result.rows[0]?.n ?? 0) > 0;
}
