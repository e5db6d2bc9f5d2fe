import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './ChatTables.ts';

/** chat_message (with its uploads), chat_message_feedback and lead, each scoped by workspace. */
export const chatMigrations: Migration[] = [
  {
    id: '0001-create-chat-tables',
    async up(db) {
      await db.schema
        .createTable('chat_message')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('chatflow_id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text')
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('userMessage', 'apiMessage')`))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('source_documents', 'text')
        .addColumn('used_tools', 'text')
        .addColumn('agent_flow_executed_data', 'text')
        .addColumn('action', 'text')
        .addColumn('execution_id', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('chat_message_flow_idx')
        .on('chat_message')
        .columns(['workspace_id', 'chatflow_id', 'created_date'])
        .execute();
      await db.schema
        .createTable('chat_message_feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('chatflow_id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) =>
          c.notNull().unique().references('chat_message.id').onDelete('cascade'),
        )
        .addColumn('rating', 'text', (c) => c.notNull().check(sql`rating in ('THUMBS_UP', 'THUMBS_DOWN')`))
        .addColumn('content', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('lead')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('chatflow_id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  {
    // What the user attached to a question: [{ type, name, mime, data }] (images keep their data URL or URL).
    id: '0002-chat-message-file-uploads',
    async up(db) {
      await db.schema.alterTable('chat_message').addColumn('file_uploads', 'text').execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0003-chat-message-list-index',
    'chat_message',
    'chat_message_flow_created_idx',
    ['workspace_id', 'chatflow_id', 'created_date', 'id'],
    'chat_message_flow_idx',
  ),
];
