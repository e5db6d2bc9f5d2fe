import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { StoreConfig } from '../embeddings/storeEmbedder.ts';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { StoreJob } from '../../common/storeTypes.ts';
import { startJob } from '../jobs/jobRunner.ts';
import { vectorBackend } from './vectorBackend.ts';
import { type UpsertSpec, upsertVectors } from './upsertVectors.ts';

/**
 * Starts an upsert job of the whole store (409 while another job of the store runs). The store
 * shows UPSERTING meanwhile, then UPSERTED, or its previous status when the job fails or is cancelled.
 */
export async function startUpsert(
  db: Kysely<Database>,
  config: StoreConfig,
  log: FastifyBaseLogger,
  spec: UpsertSpec,
): Promise<StoreJob> {
  await vectorBackend(db, log);
  const before = await db
    .selectFrom('document_store')
    .select('status')
    .where('id', '=', spec.storeId)
    .executeTakeFirstOrThrow();
  const setStatus = (status: string, on: Kysely<Database> = db) =>
    on
      .updateTable('document_store')
      .set({ status, updated_date: new Date() })
      .where('id', '=', spec.storeId)
      .execute();
  const job = await startJob(db, {
    workspaceId: spec.workspaceId,
    storeId: spec.storeId,
    loaderId: null,
    kind: 'upsert',
    async run(ctx) {
      await setStatus('UPSERTING');
      return upsertVectors(db, config, spec, ctx);
    },
    async settled(status, on) {
      await setStatus(status === 'succeeded' ? 'UPSERTED' : before.status, on);
    },
  });
  return job;
}
