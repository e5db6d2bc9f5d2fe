import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';

export const credentialMigrations: Migration[] = [
  {
    id: '0001-create-credential',
    async up(db) {
      await db.schema
        .createTable('credential')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('credential_name', 'text', (c) => c.notNull())
        .addColumn('encrypted_data', 'text', (c) => c.notNull())
        .addColumn('iv', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('credential_workspace_name_uq', ['workspace_id', 'name'])
        .execute();
      await db.schema
        .createIndex('credential_workspace_type_idx')
        .on('credential')
        .columns(['workspace_id', 'credential_name'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-credential-list-index', 'credential', 'credential_workspace_updated_idx', [
    'workspace_id',
    'updated_date',
    'id',
  ]),
];
