import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './CustomTemplateTable.ts';

export const marketplaceMigrations: Migration[] = [
  {
    id: '0001-create-custom-template',
    async up(db) {
      await db.schema
        .createTable('custom_template')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('flow_data', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('badge', 'text')
        .addColumn('usecases', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('framework', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('custom_template_workspace_idx')
        .on('custom_template')
        .columns(['workspace_id', 'updated_date'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0002-custom-template-list-index',
    'custom_template',
    'custom_template_workspace_updated_idx',
    ['workspace_id', 'updated_date', 'id'],
    'custom_template_workspace_idx',
  ),
];
