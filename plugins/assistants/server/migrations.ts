import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './AssistantTable.ts';

export const assistantMigrations: Migration[] = [
  {
    id: '0001-create-assistant',
    async up(db) {
      await db.schema
        .createTable('assistant')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('CUSTOM', 'OPENAI', 'AZURE')`))
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('credential', 'text')
        .addColumn('icon_src', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('assistant_workspace_type_idx')
        .on('assistant')
        .columns(['workspace_id', 'type', 'updated_date'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-assistant-list-index', 'assistant', 'assistant_workspace_updated_idx', [
    'workspace_id',
    'updated_date',
    'id',
  ]),
];
