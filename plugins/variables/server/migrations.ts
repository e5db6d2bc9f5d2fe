import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './VariableTable.ts';

export const variableMigrations: Migration[] = [
  {
    id: '0001-create-variable',
    async up(db) {
      await db.schema
        .createTable('variable')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) =>
          c.notNull().defaultTo('static').check(sql`type in ('static', 'runtime')`),
        )
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('variable_workspace_name_uq', ['workspace_id', 'name'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-variable-list-index', 'variable', 'variable_workspace_updated_idx', [
    'workspace_id',
    'updated_date',
    'id',
  ]),
];
