import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './ApiKeyTable.ts';

export const apiKeyMigrations: readonly Migration[] = [
  {
    id: '0001-create-apikey',
    async up(db) {
      await db.schema
        .createTable('apikey')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('key_name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_prefix', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_by', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('apikey_workspace_name_unique', ['workspace_id', 'key_name'])
        .execute();
      await db.schema.createIndex('apikey_prefix_idx').on('apikey').column('key_prefix').execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-apikey-list-index', 'apikey', 'apikey_workspace_created_idx', [
    'workspace_id',
    'created_date',
    'id',
  ]),
];
