import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';

export const executionMigrations: readonly Migration[] = [
  {
    id: '0001-create-execution',
    async up(db) {
      await db.schema
        .createTable('execution')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('agentflow_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('execution_data', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('run_state', 'text')
        .addColumn('action', 'text')
        .addColumn('error', 'text')
        .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('owner', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('stopped_date', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('execution_workspace_flow_idx')
        .on('execution')
        .columns(['workspace_id', 'agentflow_id', 'created_date'])
        .execute();
      await db.schema
        .createIndex('execution_session_idx')
        .on('execution')
        .columns(['agentflow_id', 'session_id'])
        .execute();
      await db.schema.createIndex('execution_state_idx').on('execution').column('state').execute();
    },
  },
  {
    // A prediction looks up its session's latest run (resume, persisted state): one index seek
    // from the newest end, whatever the flow's history (issue 16).
    id: '0002-execution-session-latest-index',
    async up(db) {
      await db.schema
        .createIndex('execution_session_latest_idx')
        .on('execution')
        .columns(['workspace_id', 'agentflow_id', 'session_id', 'created_date'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0003-execution-list-index', 'execution', 'execution_workspace_created_idx', [
    'workspace_id',
    'created_date',
    'id',
  ]),
];
