import { sql } from 'kysely';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './PausedRunTable.ts';

export const multiagentMigrations: Migration[] = [
  {
    id: '0001-create-paused-run',
    async up(db) {
      await db.schema
        .createTable('multiagent_paused_run')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('multiagent_paused_run_pk', ['workspace_id', 'flow_id', 'session_id'])
        .execute();
    },
  },
];
