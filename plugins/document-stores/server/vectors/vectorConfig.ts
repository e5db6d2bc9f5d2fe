import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { BUILTIN_VECTOR_STORE } from '../../common/vectorCatalogue.ts';
import { embedBatches, EmbeddingError } from '../embeddings/embedBatches.ts';
import {
  checkEmbeddingChoice,
  type EmbeddingChoice,
  embeddingKey,
  storeEmbedder,
  type StoreConfig,
} from '../embeddings/storeEmbedder.ts';
import { findStoreRow } from '../storeRows.ts';
import { embeddingChoiceOf } from './retrieveChunks.ts';
import { vectorBackend } from './vectorBackend.ts';

/** The peer's vector-config body (vectorstore/save, /update, /insert). */
export interface VectorConfigBody {
  storeId: string;
  embeddingName?: string;
  embeddingConfig?: Record<string, unknown>;
  vectorStoreName?: string;
  vectorStoreConfig?: Record<string, unknown>;
  recordManagerName?: string | null;
  recordManagerConfig?: Record<string, unknown>;
}

const object = { type: 'object' } as const;

export const vectorConfigSchema = {
  type: 'object',
  required: ['storeId'],
  additionalProperties: true,
  properties: {
    storeId: { type: 'string', format: 'uuid' },
    embeddingName: { type: 'string', minLength: 1 },
    embeddingConfig: object,
    vectorStoreName: { type: 'string', minLength: 1 },
    vectorStoreConfig: object,
    recordManagerName: { type: ['string', 'null'] },
    recordManagerConfig: object,
  },
} as const;

/** Secrets belong in credentials: inline keys are not stored (the store DTO shows the config). */
export function withoutSecrets(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([k]) => !/key|secret|token|password/i.test(k)));
}

/** The vector length the embeddings give, by embedding one word; a failure answers 4xx/502. */
async function probeDims(
  db: Kysely<Database>,
  workspaceId: string,
  config: StoreConfig,
  choice: EmbeddingChoice,
): Promise<number> {
  const embedder = await storeEmbedder(db, workspaceId, config, choice);
  try {
    const out = await embedBatches(embedder, ['dimensions'], { maxRetries: 2 });
    return out.vectors[0]?.length ?? 0;
  } catch (error) {
    if (error instanceof EmbeddingError) throw httpError(error.status, error.message);
    throw error;
  }
}

/**
 * Saves the store's embeddings, vector-store and record-manager choices. Changing to embeddings
 * of another vector length while vectors exist answers 400 and changes nothing: those vectors
 * could no longer be queried (delete them first).
 */
export async function saveVectorConfig(
  db: Kysely<Database>,
  workspaceId: string,
  config: StoreConfig,
  body: VectorConfigBody,
): Promise<{ embedding: EmbeddingChoice }> {
  const store = await findStoreRow(db, workspaceId, body.storeId);
  const saved = embeddingChoiceOf(store.embedding_config);
  const embedding: EmbeddingChoice | null = body.embeddingName
    ? { name: checkEmbeddingChoice(body.embeddingName), config: withoutSecrets(body.embeddingConfig ?? {}) }
    : saved;
  if (!embedding) throw httpError(400, 'embeddingName is required: the store has no embeddings yet');
  const vsName = body.vectorStoreName ?? BUILTIN_VECTOR_STORE;
  if (vsName !== BUILTIN_VECTOR_STORE)
    throw httpError(
      400,
      `vectorStoreName must be '${BUILTIN_VECTOR_STORE}' (GET /document-store/components/vectorstore)`,
    );

  const backend = await vectorBackend(db);
  const live = await backend.live(db, store.id);
  if (live.size > 0) {
    const embedder = await storeEmbedder(db, workspaceId, config, embedding);
    const key = embeddingKey(embedder, embedding);
    const first = live.values().next().value;
    if (first && first.embeddingKey !== key) {
      const dims = await probeDims(db, workspaceId, config, embedding);
      if (dims !== first.dims)
        throw httpError(
          400,
          `embeddingConfig: these embeddings give ${dims} dimensions but the store's ${live.size} vectors have ${first.dims}; delete the vectors first (DELETE /document-store/vectorstore/${store.id})`,
        );
    }
  }
  const vectorStore = { name: vsName, config: withoutSecrets(body.vectorStoreConfig ?? {}) };
  const recordManager = body.recordManagerName
    ? { name: body.recordManagerName, config: body.recordManagerConfig ?? {} }
    : null;
  await db
    .updateTable('document_store')
    .set({
      embedding_config: JSON.stringify(embedding),
      vector_store_config: JSON.stringify(vectorStore),
      ...(body.recordManagerName !== undefined
        ? { record_manager_config: recordManager ? JSON.stringify(recordManager) : null }
        : {}),
      updated_date: new Date(),
    })
    .where('id', '=', store.id)
    .execute();
  return { embedding };
}
