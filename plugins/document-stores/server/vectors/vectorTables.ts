import type { ColumnType, Generated } from '../../../../host/server/db/Database.ts';

/**
 * One chunk's vector. `embedding` is a pgvector `vector` (any length; `dims` says which, and each
 * length has its own partial HNSW index) or, where PostgreSQL has no pgvector, a `real[]` (see
 * vectorBackend). `pending_job` is set while an upsert job writes its new vectors: queries read
 * only rows where it is null, and the job swaps its rows in at the end in one transaction.
 * `content_hash` and `embedding_key` say what was embedded with what, so an unchanged chunk is
 * not embedded again.
 */
export interface DocumentStoreVectorTable {
  id: Generated<number>;
  chunk_id: string;
  store_id: string;
  workspace_id: string;
  content_hash: string;
  embedding_key: string;
  dims: number;
  embedding: ColumnType<unknown, string | number[], string | number[]>;
  pending_job: string | null;
  created_date: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../../../host/server/db/Database.ts' {
  interface Database {
    document_store_vector: DocumentStoreVectorTable;
  }
}
