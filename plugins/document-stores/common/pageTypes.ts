/**
 * The shapes the pages read from /api/v1/document-store/..., after the peer's (see
 * shared/anchors/flowise-server.md). Fields the server may leave out are optional, so a page
 * never shows a figure it was not given.
 */
import type { NodeDefinition } from '../../../node-registry/types.ts';

export const STORE_STATUSES = ['EMPTY', 'SYNC', 'SYNCING', 'STALE', 'NEW', 'UPSERTING', 'UPSERTED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** A file a loader read (uploads), as the peer lists them under a loader. */
export interface LoaderFile {
  id: string;
  name: string;
  mimePrefix?: string;
  size?: number;
  status?: string;
  uploaded?: string;
}

/** One loader of a store: its source component, splitter and the chunks it produced. */
export interface StoreLoader {
  id: string;
  /** The loader component's name, e.g. 'plainText' or 'pdfFile'. */
  loaderId: string;
  loaderName: string;
  loaderConfig: Record<string, unknown>;
  splitterId?: string | null;
  splitterName?: string | null;
  splitterConfig?: Record<string, unknown> | null;
  credential?: string | null;
  totalChunks?: number;
  totalChars?: number;
  status?: string;
  /** Why the last processing failed. */
  error?: string | null;
  /** A short description of what was read (file names, URL). */
  source?: string;
  files?: LoaderFile[];
}

/** A saved component choice: which embedding / vector store / record manager, and its inputs. */
export interface ComponentConfig {
  name: string;
  config: Record<string, unknown>;
}

export interface FlowRef {
  id: string;
  name: string;
}

export interface DocumentStore {
  id: string;
  name: string;
  description?: string | null;
  status: StoreStatus;
  loaders: StoreLoader[];
  /** Flows that use the store (a delete is refused while there are any). */
  whereUsed?: FlowRef[];
  totalChunks?: number;
  totalChars?: number;
  embeddingConfig?: ComponentConfig | null;
  vectorStoreConfig?: ComponentConfig | null;
  recordManagerConfig?: ComponentConfig | null;
  createdDate?: string;
  updatedDate?: string;
}

export interface StoreInput {
  name: string;
  description?: string;
}

/** A loader and splitter choice, as preview, save and process take it. */
export interface LoaderDraft {
  storeId: string;
  /** The saved loader's id; absent for a new one. */
  id?: string;
  loaderId: string;
  loaderName: string;
  loaderConfig: Record<string, unknown>;
  splitterId?: string;
  splitterName?: string;
  splitterConfig?: Record<string, unknown>;
  credential?: string;
}

export interface Chunk {
  id?: string;
  docId?: string;
  storeId?: string;
  chunkNo?: number;
  pageContent: string;
  metadata?: Record<string, unknown>;
}

export interface PreviewResult {
  chunks: Chunk[];
  totalChunks: number;
  previewChunkCount?: number;
}

export interface ChunkPage {
  chunks: Chunk[];
  /** All chunks of the file (or store). */
  count: number;
  currentPage: number;
  /** Chunks per page (the peer's 50 when absent). */
  pageSize?: number;
  characters?: number;
  storeName?: string;
  description?: string;
  file?: StoreLoader;
}

/** A component the pickers offer (loader, splitter, embedding, vector store, record manager). */
export type ComponentDefinition = NodeDefinition;

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A background job (process, upsert) as GET /document-store/jobs/:id answers it. */
export interface StoreJob {
  id: string;
  storeId?: string;
  loaderId?: string | null;
  kind?: string;
  status: JobStatus;
  /** Work done and total (chunks), when known. */
  done?: number;
  total?: number;
  /** The error text of a failed job. */
  message?: string | null;
  result?: unknown;
  createdDate?: string;
  startedDate?: string | null;
  finishedDate?: string | null;
}

/** The outcome of an upsert, as the peer's record manager counts it. */
export interface UpsertResult {
  numAdded?: number;
  numUpdated?: number;
  numSkipped?: number;
  numDeleted?: number;
  totalKeys?: number;
}

export interface VectorConfigInput {
  storeId: string;
  docId?: string;
  embeddingName?: string;
  embeddingConfig?: Record<string, unknown>;
  vectorStoreName?: string;
  vectorStoreConfig?: Record<string, unknown>;
  recordManagerName?: string;
  recordManagerConfig?: Record<string, unknown>;
}

export interface QueryInput {
  storeId: string;
  query: string;
  topK?: number;
  scoreThreshold?: number;
  mmr?: boolean;
}

export interface QueryDoc extends Chunk {
  score?: number;
}

export interface QueryResult {
  docs: QueryDoc[];
  /** Milliseconds. */
  timeTaken: number;
}
