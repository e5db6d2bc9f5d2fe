/**
 * The shapes the pages send to and read from /api/v1/document-store/..., after the peer's (see
 * shared/anchors/flowise-server.md); the store, loader and job shapes are the server's own
 * (storeTypes.ts).
 */
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { StoreLoader } from './storeTypes.ts';

export type {
  DocumentStore,
  LoaderFile,
  StoreJob,
  StoreLoader,
  StoreStatus,
  WhereUsed,
} from './storeTypes.ts';

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
  embeddingName?: string;
  embeddingConfig?: Record<string, unknown>;
  vectorStoreName?: string;
  vectorStoreConfig?: Record<string, unknown>;
  recordManagerName?: string;
  recordManagerConfig?: Record<string, unknown>;
  /** Upsert only: one loader's chunks instead of the whole store's. */
  docId?: string;
}

export interface QueryInput {
  storeId: string;
  query: string;
  topK?: number;
  scoreThreshold?: number;
  /** Re-rank by maximal marginal relevance. */
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
