import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';
import type { TokenUsage } from './engineTypes.ts';

/** A passage found for a query, as the chat's source documents show it. */
export interface RetrievedDocument {
  pageContent: string;
  metadata: Record<string, unknown>;
  /** Cosine similarity to the query (1 = same direction). */
  score?: number;
  id?: string;
}

export interface KnowledgeQuery {
  /** A document store of the caller's workspace. */
  storeId: string;
  query: string;
  topK?: number;
  /** Embeddings to embed the query with instead of the store's (same vector length). */
  embedding?: { name: string; config: Record<string, unknown> };
  signal?: AbortSignal;
}

export interface KnowledgeResult {
  docs: RetrievedDocument[];
  /** The store's name, for tool names and traces. */
  storeName: string;
  usage?: TokenUsage;
}

/** Where a knowledge query runs: the server's database and config, and the caller's workspace. */
export interface KnowledgeScope {
  db: Kysely<Database>;
  config: ServerConfig;
  workspaceId: string;
}

/**
 * The knowledge contribution point: a plugin that keeps searchable documents (document-stores)
 * answers queries for flows (Retriever node, Agent knowledge) without them importing it.
 * At most one loaded plugin contributes it.
 */
export interface KnowledgeProvider {
  retrieve(scope: KnowledgeScope, query: KnowledgeQuery): Promise<KnowledgeResult>;
}
