import { sql } from 'kysely';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './FlowTable.ts';

/** chat_flow: one table for every flow type, like the peer, scoped by workspace. */
export const flowMigrations: readonly Migration[] = [
  {
    id: '0001-create-chat-flow',
    async up(db) {
      await db.schema
        .createTable('chat_flow')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('flow_data', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) =>
          c.notNull().check(sql`type in ('CHATFLOW', 'AGENTFLOW', 'MULTIAGENT', 'ASSISTANT')`),
        )
        .addColumn('deployed', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('apikey_id', 'text')
        .addColumn('chatbot_config', 'text')
        .addColumn('api_config', 'text')
        .addColumn('category', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('chat_flow_workspace_type_idx')
        .on('chat_flow')
        .columns(['workspace_id', 'type', 'updated_date'])
        .execute();
    },
  },
  {
    // The list pages newest first (ties by id, newest id first): one backward index scan reads a
    // page, whatever the workspace's size (bench/flows-list.ts).
    id: '0002-chat-flow-workspace-updated-index',
    async up(db) {
      await db.schema
        .createIndex('chat_flow_workspace_updated_idx')
        .on('chat_flow')
        .columns(['workspace_id', 'updated_date', 'id'])
        .execute();
    },
  },
  {
    // The peer's per-flow analytics config (Langfuse, LangSmith): its runs' spans go there too.
    id: '0003-chat-flow-analytic',
    async up(db) {
      await db.schema.alterTable('chat_flow').addColumn('analytic', 'text').execute();
    },
  },
];
