import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';

/** A vector about to be written by an upsert job. */
export interface StagedVector {
  chunkId: string;
  storeId: string;
  workspaceId: string;
  contentHash: string;
  embeddingKey: string;
  embedding: number[];
}

/** What a store's live vector of a chunk was made from (the record manager's memory). */
export interface LiveVector {
  contentHash: string;
  embeddingKey: string;
  dims: number;
}

export interface VectorMatch {
  chunkId: string;
  /** Cosine similarity, 1 = same direction. */
  score: number;
}

export interface VectorQuery {
  storeId: string;
  workspaceId: string;
  vector: number[];
  topK: number;
  /** Scan every vector instead of the approximate index (benchmarks; the result is exact). */
  exact?: boolean;
}

/**
 * Where a store's vectors live. The built-in ones keep them in the app's database (pgvector, or a
 * portable real[] scan); another backend (a hosted vector database) implements the same methods.
 * Writing is two-phase so a failed or cancelled upsert leaves the previous vectors intact: `stage`
 * writes a job's vectors invisibly, `swap` makes them live in one transaction.
 */
export interface VectorStore {
  readonly name: string;
  /** True when queries use an approximate index (HNSW); false for an exact scan. */
  readonly indexed: boolean;
  stage(db: Kysely<Database>, jobId: string, rows: readonly StagedVector[]): Promise<void>;
  /**
   * Makes the job's staged vectors live, replacing those chunks' previous vectors (all of the
   * store's previous vectors when `replaceAll`), in one transaction.
   */
  swap(db: Kysely<Database>, storeId: string, jobId: string, replaceAll: boolean): Promise<number>;
  /** Drops a job's staged vectors (after a failure or a cancel). */
  discard(db: Kysely<Database>, jobId: string): Promise<void>;
  /** Drops staged vectors of the store's other jobs (a restart cut them off). */
  sweep(db: Kysely<Database>, storeId: string, jobId: string): Promise<void>;
  live(db: Kysely<Database>, storeId: string): Promise<Map<string, LiveVector>>;
  query(db: Kysely<Database>, query: VectorQuery): Promise<VectorMatch[]>;
  /** The live vectors of these chunks (for re-ranking by maximal marginal relevance). */
  vectors(db: Kysely<Database>, chunkIds: readonly string[]): Promise<Map<string, number[]>>;
  /** Deletes a store's live vectors; returns how many. */
  clear(db: Kysely<Database>, storeId: string, workspaceId: string): Promise<number>;
}
