import type { ColumnType, Generated } from '../../../host/server/db/Database.ts';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional when inserting. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A document store of a workspace. status is the peer's DocumentStoreStatus (EMPTY, SYNC, SYNCING,
 * STALE, NEW, UPSERTING, UPSERTED). The three *_config columns are JSON text owned by the vector
 * side (ds-vector): null until configured.
 */
export interface DocumentStoreTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  status: Defaulted<string>;
  embedding_config: string | null;
  vector_store_config: string | null;
  record_manager_config: string | null;
  created_date: Created;
  updated_date: Updated;
}

/**
 * One loader of a store (the peer keeps these as a JSON array in the store row; here one row each).
 * loader_component / splitter_component are component names (the peer's loaderId / splitterId);
 * *_config are JSON text. total_* count the chunks now stored for this loader.
 */
export interface DocumentStoreLoaderTable {
  id: string;
  store_id: string;
  workspace_id: string;
  loader_component: string;
  loader_config: Defaulted<string>;
  splitter_component: string | null;
  splitter_config: Defaulted<string>;
  source: Defaulted<string>;
  status: Generated<string>;
  total_chunks: Generated<number>;
  total_chars: Generated<number>;
  error: string | null;
  created_date: Created;
  updated_date: Updated;
}

/** An uploaded file of a loader, kept so the loader can be re-processed later. */
export interface DocumentStoreFileTable {
  id: string;
  loader_id: string;
  store_id: string;
  workspace_id: string;
  name: string;
  mime: string;
  size: number;
  content: Uint8Array;
  created_date: Created;
}

/**
 * One chunk (the peer's DocumentStoreFileChunk; loader_id is its docId). content_hash is the record
 * manager's key: sha256 of page_content and metadata, so re-processing keeps unchanged chunks (and
 * their id, so their vectors) and deletes vanished ones.
 */
export interface DocumentStoreChunkTable {
  id: string;
  store_id: string;
  loader_id: string;
  workspace_id: string;
  chunk_no: number;
  page_content: string;
  metadata: string;
  content_hash: string;
  created_date: Created;
  updated_date: Updated;
}

/**
 * A background job (processing a loader, upserting a store): status queued, running, succeeded,
 * failed or cancelled; done/total is the progress the page polls; result is JSON text.
 */
export interface DocumentStoreJobTable {
  id: string;
  workspace_id: string;
  store_id: string;
  loader_id: string | null;
  kind: string;
  status: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  message: string | null;
  result: string | null;
  created_date: Created;
  started_date: Date | null;
  finished_date: Date | null;
  updated_date: Updated;
}

/** A chunk of a processing run not yet swapped in (records/ChunkStager.ts). */
export interface DocumentStoreChunkStagingTable {
  run_id: string;
  loader_id: string;
  chunk_no: number;
  page_content: string;
  metadata: string;
  content_hash: string;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    document_store: DocumentStoreTable;
    document_store_loader: DocumentStoreLoaderTable;
    document_store_file: DocumentStoreFileTable;
    document_store_chunk: DocumentStoreChunkTable;
    document_store_job: DocumentStoreJobTable;
    document_store_chunk_staging: DocumentStoreChunkStagingTable;
  }
}
