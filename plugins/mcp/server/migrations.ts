import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';

export const mcpMigrations: readonly Migration[] = [
  {
    id: '0001-create-custom-mcp-server',
    async up(db) {
      await db.schema
        .createTable('custom_mcp_server')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('server_url', 'text', (c) => c.notNull())
        .addColumn('icon_src', 'text')
        .addColumn('color', 'text')
        .addColumn('auth_type', 'text', (c) =>
          c.notNull().defaultTo('NONE').check(sql`auth_type in ('NONE', 'CUSTOM_HEADERS')`),
        )
        .addColumn('header_names', 'text')
        .addColumn('auth_data', 'text')
        .addColumn('auth_iv', 'text')
        .addColumn('auth_tag', 'text')
        .addColumn('tools', 'text')
        .addColumn('tool_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'AUTHORIZED', 'ERROR')`),
        )
        .addColumn('error', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration('0002-custom-mcp-server-list-index', 'custom_mcp_server', 'custom_mcp_server_list_idx', [
    'workspace_id',
    'updated_date',
    'id',
  ]),
];
