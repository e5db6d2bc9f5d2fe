import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { embedBatches, EmbeddingError } from '../embeddings/embedBatches.ts';
import { type EmbeddingChoice, storeEmbedder, type StoreConfig } from '../embeddings/storeEmbedder.ts';
import { findStoreRow } from '../storeRows.ts';
import { mmrSelect } from '../../common/mmr.ts';
import { vectorBackend } from './vectorBackend.ts';
import type { VectorMatch } from './VectorStore.ts';

export interface RetrievedChunk {
  id: string;
  pageContent: string;
  metadata: Record<string, unknown>;
  /** Cosine similarity of the chunk to the query. */
  score: number;
}

export interface RetrieveRequest {
  workspaceId: string;
  storeId: string;
  query: string;
  /** Default: the store's vector config topK, else 4 (the peer's default). */
  topK?: number;
  /** Chunks scoring below it are left out. */
  scoreThreshold?: number;
  /** Re-rank by maximal marginal relevance: topK of 4 x topK nearest, diverse (lambda 0.5). */
  mmr?: boolean;
  /** Embeds the query with these instead of the store's (they must give the same vector length). */
  embedding?: EmbeddingChoice;
  signal?: AbortSignal;
}

export interface Retrieved {
  docs: RetrievedChunk[];
  /** Milliseconds: embedding the query and searching. */
  timeTaken: number;
  tokens: number;
  embedding: EmbeddingChoice;
  storeName: string;
  /** The embeddings model that embedded the query. */
  model: { provider: string; modelName: string };
}

/** A JSON column holding an object, or null. */
export function configObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The store's saved embeddings choice ({name, config}), or null before one was saved. */
export function embeddingChoiceOf(text: string | null): EmbeddingChoice | null {
  const c = configObject(text);
  if (!c || typeof c.name !== 'string') return null;
  return {
    name: c.name,
    config: (configObject(JSON.stringify(c.config ?? {})) ?? {}) as Record<string, unknown>,
  };
}

function parseMetadata(text: string): Record<string, unknown> {
  return configObject(text) ?? {};
}

/**
 * Embeds the query with the store's embeddings and returns its nearest chunks, best first. The
 * store must be of the workspace (404 otherwise) and upserted; an embeddings failure answers
 * 400 (bad credential) or 502 naming the provider.
 */
export async function retrieveChunks(
  db: Kysely<Database>,
  config: StoreConfig,
  req: RetrieveRequest,
): Promise<Retrieved> {
  const started = performance.now();
  const store = await findStoreRow(db, req.workspaceId, req.storeId);
  const embedding = req.embedding ?? embeddingChoiceOf(store.embedding_config);
  if (!embedding)
    throw httpError(400, `Document store '${store.name}' has no embeddings configured: upsert it first`);
  const vsConfig = configObject(store.vector_store_config)?.config as Record<string, unknown> | undefined;
  const savedTopK = Number(vsConfig?.topK);
  const topK = req.topK ?? (Number.isInteger(savedTopK) && savedTopK > 0 ? savedTopK : 4);
  const embedder = await storeEmbedder(db, req.workspaceId, config, embedding);
  let vector: number[];
  let tokens: number;
  try {
    const out = await embedBatches(embedder, [req.query], {
      maxRetries: 2,
      ...(req.signal ? { signal: req.signal } : {}),
    });
    vector = out.vectors[0] ?? [];
    tokens = out.tokens;
  } catch (error) {
    if (error instanceof EmbeddingError) throw httpError(error.status, error.message);
    throw error;
  }
  const backend = await vectorBackend(db);
  let matches = await backend.query(db, {
    storeId: store.id,
    workspaceId: req.workspaceId,
    vector,
    topK: req.mmr ? Math.min(topK * 4, 200) : topK,
  });
  if (req.mmr && matches.length > topK) {
    const vectors = await backend.vectors(
      db,
      matches.map((m) => m.chunkId),
    );
    const found = matches.filter((m) => vectors.has(m.chunkId));
    const picked = mmrSelect(
      vector,
      found.map((m) => vectors.get(m.chunkId) as number[]),
      topK,
    );
    matches = picked.map((i) => found[i] as VectorMatch);
  }
  const kept = matches.filter((m) => req.scoreThreshold === undefined || m.score >= req.scoreThreshold);
  const rows = kept.length
    ? await db
        .selectFrom('document_store_chunk')
        .select(['id', 'page_content', 'metadata'])
        .where(
          'id',
          'in',
          kept.map((m) => m.chunkId),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const docs = kept.flatMap((m) => {
    const r = byId.get(m.chunkId);
    return r
      ? [{ id: r.id, pageContent: r.page_content, metadata: parseMetadata(r.metadata), score: m.score }]
      : [];
  });
  return {
    docs,
    timeTaken: Math.round(performance.now() - started),
    tokens,
    embedding,
    storeName: store.name,
    model: { provider: embedder.provider, modelName: embedder.modelName },
  };
}
