import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';

export const toolMigrations: readonly Migration[] = [
  {
    id: '0001-create-tool',
    async up(db) {
      await db.schema
        .createTable('tool')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('icon_src', 'text')
        .addColumn('schema', 'text', (c) => c.notNull())
        .addColumn('func', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        // Names are unique per workspace: the engine and models call tools by name.
        .addUniqueConstraint('tool_workspace_name_unique', ['workspace_id', 'name'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-tool-list-index', 'tool', 'tool_workspace_updated_idx', [
    'workspace_id',
    'updated_date',
    'id',
  ]),
];
