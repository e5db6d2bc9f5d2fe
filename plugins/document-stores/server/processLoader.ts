import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { StoreJob } from '../common/storeTypes.ts';
import { type JobContext, startJob } from './jobs/jobRunner.ts';
import { savedFiles } from './loaderFiles.ts';
import { loadDocuments } from './loaders/loadDocuments.ts';
import { refreshStoreStatus } from './records/storeStatus.ts';
import { type SyncResult, syncChunks } from './records/syncChunks.ts';
import { splitDocuments } from './splitters/splitDocuments.ts';
import type { DocumentStoreLoaderTable } from './tables.ts';

const parse = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * A loader's documents loaded, split and written as its chunks by the record manager (one
 * transaction at the end). Progress: documents split / documents loaded. Used by the process job
 * and by the upsert and refresh jobs (which go on to embed).
 */
export async function loadAndSync(
  db: Kysely<Database>,
  loader: Selectable<DocumentStoreLoaderTable>,
  ctx: Pick<JobContext, 'signal' | 'progress' | 'throwIfCancelled'>,
  allowPrivate: AllowPrivate,
): Promise<SyncResult> {
  const config = parse(loader.loader_config);
  const files = await savedFiles(db, loader.id);
  const docs = await loadDocuments(loader.loader_component, config, files, {
    signal: ctx.signal,
    allowPrivate,
  });
  ctx.progress(0, docs.length);
  const chunks = [];
  // Split a document at a time so progress moves and a cancel is noticed between them.
  for (const [i, doc] of docs.entries()) {
    ctx.throwIfCancelled();
    chunks.push(...(await splitDocuments([doc], loader.splitter_component, parse(loader.splitter_config))));
    ctx.progress(i + 1);
  }
  ctx.throwIfCancelled();
  return syncChunks(
    db,
    { workspaceId: loader.workspace_id, storeId: loader.store_id, loaderId: loader.id },
    chunks,
  );
}

/**
 * Starts a 'process' job for a saved loader: load, split, then the record manager writes the
 * chunks in one transaction. Progress: documents split / documents loaded. A failure or a cancel
 * leaves the previous chunks as they were (the loader shows the error).
 */
export async function processLoader(
  db: Kysely<Database>,
  loader: Selectable<DocumentStoreLoaderTable>,
  allowPrivate: AllowPrivate,
): Promise<StoreJob> {
  const previous = loader.status;
  // SYNCING before the job starts: a quick job must not finish before this is written.
  await db
    .updateTable('document_store_loader')
    .set({ status: 'SYNCING' })
    .where('id', '=', loader.id)
    .execute();
  const started = startJob(db, {
    workspaceId: loader.workspace_id,
    storeId: loader.store_id,
    loaderId: loader.id,
    kind: 'process',
    async run(ctx) {
      const result = await loadAndSync(db, loader, ctx, allowPrivate);
      await refreshStoreStatus(db, loader.store_id, result.added + result.removed > 0);
      return result;
    },
    async settled(status, db, message) {
      if (status !== 'succeeded') {
        await db
          .updateTable('document_store_loader')
          .set(
            status === 'failed'
              ? { status: 'ERROR', error: message ?? 'Processing failed' }
              : { status: previous === 'SYNCING' ? 'SYNC' : previous },
          )
          .where('id', '=', loader.id)
          .execute();
      }
      await refreshStoreStatus(db, loader.store_id);
    },
  });
  try {
    const job = await started;
    await refreshStoreStatus(db, loader.store_id);
    return job;
  } catch (error) {
    await db
      .updateTable('document_store_loader')
      .set({ status: previous })
      .where('id', '=', loader.id)
      .execute();
    throw error;
  }
}
