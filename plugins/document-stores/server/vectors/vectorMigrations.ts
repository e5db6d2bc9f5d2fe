import { sql } from 'kysely';
import type { Migration } from '../../../../host/server/db/migrations.ts';
import './vectorTables.ts';

/**
 * Creates the vector table: with pgvector when the server offers it (PGlite always does), else a
 * portable real[] column (vectorBackend says which at start). CREATE EXTENSION runs under a
 * savepoint, so a server that lists pgvector but refuses it (no rights) falls back too.
 */
export const vectorMigrations: readonly Migration[] = [
  {
    id: '0100-create-document-store-vector',
    async up(db) {
      const offered = await sql<{ n: number }>`
        select count(*)::int as n from pg_available_extensions where name = 'vector'`.execute(db);
      let type = 'real[]';
      if ((offered.rows[0]?.n ?? 0) > 0) {
        await sql`savepoint vector_extension`.execute(db);
        try {
          await sql`create extension if not exists vector`.execute(db);
          await sql`release savepoint vector_extension`.execute(db);
          type = 'vector';
        } catch {
          await sql`rollback to savepoint vector_extension`.execute(db);
        }
      }
      await db.schema
        .createTable('document_store_vector')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('chunk_id', 'text', (c) =>
          c.notNull().references('document_store_chunk.id').onDelete('cascade'),
        )
        .addColumn('store_id', 'text', (c) => c.notNull().references('document_store.id').onDelete('cascade'))
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('embedding_key', 'text', (c) => c.notNull())
        .addColumn('dims', 'integer', (c) => c.notNull())
        .addColumn('embedding', sql.raw(type), (c) => c.notNull())
        .addColumn('pending_job', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // one live vector per chunk; a job's staged rows sit beside it until the swap
      await sql`create unique index document_store_vector_live_chunk
        on document_store_vector (chunk_id) where pending_job is null`.execute(db);
      await db.schema
        .createIndex('document_store_vector_store_idx')
        .on('document_store_vector')
        .columns(['store_id', 'pending_job'])
        .execute();
    },
  },
];
