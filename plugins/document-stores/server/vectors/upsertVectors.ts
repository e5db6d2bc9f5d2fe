import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { embedBatches, type EmbedBatchOptions, EmbeddingError } from '../embeddings/embedBatches.ts';
import {
  type EmbeddingChoice,
  embeddingKey,
  storeEmbedder,
  type StoreConfig,
} from '../embeddings/storeEmbedder.ts';
import type { JobContext } from '../jobs/jobRunner.ts';
import { vectorBackend } from './vectorBackend.ts';
import type { StagedVector } from './VectorStore.ts';

export interface UpsertResult {
  numAdded: number;
  numUpdated: number;
  numSkipped: number;
  numDeleted: number;
  totalChunks: number;
  dims: number | null;
  tokens: number;
}

export interface UpsertSpec {
  storeId: string;
  workspaceId: string;
  embedding: EmbeddingChoice;
  /** Only this loader's chunks (the peer's docId); the rest of the store is left as it is. */
  loaderId?: string;
  /** Drop every previous vector of the store (after the new ones are written), not just the replaced ones. */
  replaceAll?: boolean;
  batch?: Pick<EmbedBatchOptions, 'batchSize' | 'maxRetries' | 'baseDelayMs'>;
}

/**
 * An upsert job's work, the record manager included: chunks whose content hash and embedding
 * model match their live vector are skipped, the others embedded in batches and staged; only
 * when all are staged (and the job was not cancelled) are they swapped in, in one transaction.
 * A failure or a cancel discards the staged vectors, so the store keeps its previous ones.
 * Vectors of deleted chunks went with them (foreign key cascade).
 */
export async function upsertVectors(
  db: Kysely<Database>,
  config: StoreConfig,
  spec: UpsertSpec,
  ctx: JobContext,
): Promise<UpsertResult> {
  const embedder = await storeEmbedder(db, spec.workspaceId, config, spec.embedding);
  const key = embeddingKey(embedder, spec.embedding);
  const backend = await vectorBackend(db);
  await backend.sweep(db, spec.storeId, ctx.jobId);
  const live = await backend.live(db, spec.storeId);
  let chunkQuery = db
    .selectFrom('document_store_chunk')
    .select(['id', 'content_hash'])
    .where('store_id', '=', spec.storeId)
    .where('workspace_id', '=', spec.workspaceId);
  if (spec.loaderId) chunkQuery = chunkQuery.where('loader_id', '=', spec.loaderId);
  const chunks = await chunkQuery.orderBy('loader_id').orderBy('chunk_no').execute();
  const todo = spec.replaceAll
    ? chunks
    : chunks.filter((c) => {
        const v = live.get(c.id);
        return !v || v.contentHash !== c.content_hash || v.embeddingKey !== key;
      });
  const liveDims = new Set([...live.values()].map((v) => v.dims));
  ctx.progress(0, todo.length);
  let tokens = 0;
  let dims: number | null = liveDims.size === 1 ? [...liveDims][0]! : null;
  const batchSize = spec.batch?.batchSize ?? 64;
  try {
    for (let i = 0; i < todo.length; i += batchSize) {
      ctx.throwIfCancelled();
      const ids = todo.slice(i, i + batchSize).map((c) => c.id);
      const rows = await db
        .selectFrom('document_store_chunk')
        .select(['id', 'page_content', 'content_hash'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const batch = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      const out = await embedBatches(
        embedder,
        batch.map((r) => r.page_content),
        { ...spec.batch, batchSize, signal: ctx.signal },
      );
      tokens += out.tokens;
      const length = out.vectors[0]?.length ?? dims;
      if (length !== null && length !== undefined) {
        // vectors of several lengths in one store could never be compared with one query
        if (!spec.replaceAll && liveDims.size > 0 && !liveDims.has(length))
          throw new EmbeddingError(
            `The embeddings give ${length} dimensions but the store's vectors have ${[...liveDims].join(', ')}: delete the store's vectors first`,
            400,
          );
        dims = length;
      }
      const staged: StagedVector[] = batch.map((r, n) => ({
        chunkId: r.id,
        storeId: spec.storeId,
        workspaceId: spec.workspaceId,
        contentHash: r.content_hash,
        embeddingKey: key,
        embedding: out.vectors[n]!,
      }));
      await backend.stage(db, ctx.jobId, staged);
      ctx.progress(Math.min(i + batchSize, todo.length));
    }
    ctx.throwIfCancelled();
    const replaced = todo.filter((c) => live.has(c.id)).length;
    const before = live.size;
    // replacing everything is only meant for the whole store
    const made = await backend.swap(db, spec.storeId, ctx.jobId, spec.replaceAll === true && !spec.loaderId);
    return {
      numAdded: made - replaced,
      numUpdated: replaced,
      numSkipped: chunks.length - todo.length,
      numDeleted: spec.replaceAll ? Math.max(0, before - replaced) : 0,
      totalChunks: chunks.length,
      dims,
      tokens,
    };
  } finally {
    await backend.discard(db, ctx.jobId);
  }
}
