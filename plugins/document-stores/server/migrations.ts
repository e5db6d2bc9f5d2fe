import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './tables.ts';

const now = sql`now()`;

export const documentStoreMigrations: readonly Migration[] = [
  {
    id: '0001-create-document-store',
    async up(db) {
      await db.schema
        .createTable('document_store')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('EMPTY'))
        .addColumn('embedding_config', 'text')
        .addColumn('vector_store_config', 'text')
        .addColumn('record_manager_config', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_store_workspace_idx')
        .on('document_store')
        .column('workspace_id')
        .execute();

      await db.schema
        .createTable('document_store_loader')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('store_id', 'text', (c) => c.notNull().references('document_store.id').onDelete('cascade'))
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('loader_component', 'text', (c) => c.notNull())
        .addColumn('loader_config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('splitter_component', 'text')
        .addColumn('splitter_config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('EMPTY'))
        .addColumn('total_chunks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_chars', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_store_loader_store_idx')
        .on('document_store_loader')
        .column('store_id')
        .execute();

      await db.schema
        .createTable('document_store_file')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('loader_id', 'text', (c) =>
          c.notNull().references('document_store_loader.id').onDelete('cascade'),
        )
        .addColumn('store_id', 'text', (c) => c.notNull())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content', 'bytea', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_store_file_loader_idx')
        .on('document_store_file')
        .column('loader_id')
        .execute();

      await db.schema
        .createTable('document_store_chunk')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('store_id', 'text', (c) => c.notNull().references('document_store.id').onDelete('cascade'))
        .addColumn('loader_id', 'text', (c) =>
          c.notNull().references('document_store_loader.id').onDelete('cascade'),
        )
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('chunk_no', 'integer', (c) => c.notNull())
        .addColumn('page_content', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_store_chunk_loader_idx')
        .on('document_store_chunk')
        .columns(['loader_id', 'chunk_no'])
        .execute();
      await db.schema
        .createIndex('document_store_chunk_store_idx')
        .on('document_store_chunk')
        .column('store_id')
        .execute();

      await db.schema
        .createTable('document_store_job')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('store_id', 'text', (c) => c.notNull().references('document_store.id').onDelete('cascade'))
        .addColumn('loader_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('queued')
            .check(sql`status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
        )
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message', 'text')
        .addColumn('result', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('started_date', 'timestamptz')
        .addColumn('finished_date', 'timestamptz')
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_store_job_store_idx')
        .on('document_store_job')
        .columns(['store_id', 'created_date'])
        .execute();
    },
  },
  {
    id: '0002-create-document-store-chunk-staging',
    async up(db) {
      // Chunks of a processing run land here in batches while the run goes on, so a large
      // corpus never sits in memory whole; the record manager then swaps them in at once.
      await db.schema
        .createTable('document_store_chunk_staging')
        .addColumn('run_id', 'text', (c) => c.notNull())
        .addColumn('loader_id', 'text', (c) => c.notNull())
        .addColumn('chunk_no', 'integer', (c) => c.notNull())
        .addColumn('page_content', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_store_chunk_staging_pk', ['run_id', 'chunk_no'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0003-document-store-list-index',
    'document_store',
    'document_store_workspace_updated_idx',
    ['workspace_id', 'updated_date', 'id'],
    'document_store_workspace_idx',
  ),
];
