import type { JobRun } from '../../../../host/server/queue/JobQueue.ts';
import { processJobSpec } from '../processLoader.ts';
import { upsertJobSpec } from '../vectors/startUpsert.ts';
import type { UpsertSpec } from '../vectors/upsertVectors.ts';
import { executeStoreJob, type JobOutcome } from './jobRunner.ts';

/** A document-store job as it crosses to a queue-mode worker: its row's id and what rebuilds its spec. */
export type StoreJobData = { jobId: string } & (
  | { kind: 'process'; loaderId: string; previous: string }
  | { kind: 'upsert'; spec: UpsertSpec; reprocess: string[]; before: string }
);

/**
 * The 'document-store' job kind: on a worker, rebuilds the job's spec (reading its loaders again)
 * and runs it against the row the instance made; the instance reads the outcome from the row.
 */
export async function storeJob(data: StoreJobData, run: JobRun): Promise<JobOutcome> {
  const { db, config, log } = run.ctx;
  const loaders = (ids: string[]) =>
    ids.length ? db.selectFrom('document_store_loader').selectAll().where('id', 'in', ids).execute() : [];
  if (data.kind === 'process') {
    const [loader] = await loaders([data.loaderId]);
    if (!loader) return { status: 'failed', statusCode: 404 };
    return executeStoreJob(
      db,
      processJobSpec(db, loader, config.allowPrivate, data.previous),
      data.jobId,
      run.signal,
    );
  }
  const reprocess = await loaders(data.reprocess);
  return executeStoreJob(
    db,
    upsertJobSpec(db, config, log, data.spec, reprocess, data.before),
    data.jobId,
    run.signal,
  );
}
