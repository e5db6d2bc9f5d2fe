import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { StoreConfig } from '../embeddings/storeEmbedder.ts';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { StoreJob } from '../../common/storeTypes.ts';
import { type JobSpec, startJob } from '../jobs/jobRunner.ts';
import { loadAndSync } from '../processLoader.ts';
import type { DocumentStoreLoaderTable } from '../tables.ts';
import { vectorBackend } from './vectorBackend.ts';
import { type UpsertSpec, upsertVectors } from './upsertVectors.ts';

/**
 * Starts an upsert job of the whole store (after re-processing `reprocess` loaders, if any) (409 while another job of the store runs). The store
 * shows UPSERTING meanwhile, then UPSERTED, or its previous status when the job fails or is cancelled.
 */
export async function startUpsert(
  db: Kysely<Database>,
  config: StoreConfig,
  log: FastifyBaseLogger,
  spec: UpsertSpec,
  /** Loaders to load, split and sync first (upsert and refresh routes), in this job. */
  reprocess: readonly Selectable<DocumentStoreLoaderTable>[] = [],
): Promise<StoreJob> {
  await vectorBackend(db, log);
  const before = await db
    .selectFrom('document_store')
    .select('status')
    .where('id', '=', spec.storeId)
    .executeTakeFirstOrThrow();
  const job = await startJob(db, upsertJobSpec(db, config, log, spec, reprocess, before.status));
  return job;
}

/**
 * The upsert job of a store (re-processing `reprocess` loaders first), also what a queue-mode
 * worker rebuilds from `remote` (storeJobKinds.ts). `before`: the store's status to go back to
 * when it fails or is cancelled.
 */
export function upsertJobSpec(
  db: Kysely<Database>,
  config: StoreConfig,
  log: FastifyBaseLogger,
  spec: UpsertSpec,
  reprocess: readonly Selectable<DocumentStoreLoaderTable>[],
  before: string,
): JobSpec {
  const setStatus = (status: string, on: Kysely<Database> = db) =>
    on
      .updateTable('document_store')
      .set({ status, updated_date: new Date() })
      .where('id', '=', spec.storeId)
      .execute();
  return {
    workspaceId: spec.workspaceId,
    storeId: spec.storeId,
    loaderId: null,
    kind: 'upsert',
    remote: { kind: 'upsert', spec, reprocess: reprocess.map((l) => l.id), before },
    async run(ctx) {
      await vectorBackend(db, log);
      await setStatus('UPSERTING');
      const chunks = { added: 0, kept: 0, removed: 0 };
      for (const loader of reprocess) {
        const r = await loadAndSync(db, loader, ctx, config.allowPrivate);
        chunks.added += r.added;
        chunks.kept += r.kept;
        chunks.removed += r.removed;
      }
      const vectors = await upsertVectors(db, config, spec, ctx);
      return reprocess.length ? { ...vectors, chunks } : vectors;
    },
    async settled(status, on) {
      await setStatus(status === 'succeeded' ? 'UPSERTED' : before, on);
    },
  };
}
