import { sql } from 'kysely';
import type { Migration } from './migrations.ts';

/** The host's own schema steps; they run before every plugin's. */
export const hostMigrations: readonly Migration[] = [
  {
    // pgvector ships with the embedded database; on a PostgreSQL server it is used where installed.
    id: '0001-enable-pgvector',
    async up(db) {
      await sql`do $$ begin
        if exists (select 1 from pg_available_extensions where name = 'vector') then
          create extension if not exists vector;
        end if;
      end $$`.execute(db);
    },
  },
];
