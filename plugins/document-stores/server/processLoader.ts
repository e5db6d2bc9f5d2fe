import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { StoreJob } from '../common/storeTypes.ts';
import { type JobContext, type JobSpec, startJob } from './jobs/jobRunner.ts';
import { HttpError, httpError } from '../../../host/server/http/HttpError.ts';
import type { LoadedDocument } from '../common/documentTypes.ts';
import { savedFile, savedFileIds } from './loaderFiles.ts';
import { loadDocuments, NO_TEXT } from './loaders/loadDocuments.ts';
import type { UploadedFile } from './loaders/uploadedFile.ts';
import { ChunkStager } from './records/ChunkStager.ts';
import { refreshStoreStatus } from './records/storeStatus.ts';
import { type SyncResult, syncStagedChunks } from './records/syncChunks.ts';
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
 * A loader's documents loaded, split and handed to the record manager, a file at a time: chunks
 * go to the staging table in batches as they are made, so memory holds one file and one batch,
 * however large the corpus; the swap into the store is one transaction at the end. Progress:
 * files (or documents) done / total. Used by the process job and by the upsert and refresh jobs
 * (which go on to embed).
 */
export async function loadAndSync(
  db: Kysely<Database>,
  loader: Selectable<DocumentStoreLoaderTable>,
  ctx: Pick<JobContext, 'signal' | 'progress' | 'throwIfCancelled'>,
  allowPrivate: AllowPrivate,
): Promise<SyncResult> {
  const config = parse(loader.loader_config);
  const splitterConfig = parse(loader.splitter_config);
  const env = { signal: ctx.signal, allowPrivate };
  const stager = new ChunkStager(db, loader.id);
  // One job per loader runs at a time (jobRunner): rows left by a run the server lost are stale.
  await db.deleteFrom('document_store_chunk_staging').where('loader_id', '=', loader.id).execute();
  try {
    const split = async (docs: LoadedDocument[]) => {
      // a document at a time, so a cancel is noticed between them
      for (const doc of docs) {
        ctx.throwIfCancelled();
        await stager.add(await splitDocuments([doc], loader.splitter_component, splitterConfig));
      }
    };
    if (loader.loader_component === 'fileLoader') {
      const ids = await savedFileIds(db, loader.id);
      ctx.progress(0, ids.length);
      for (const [i, id] of ids.entries()) {
        ctx.throwIfCancelled();
        await split(await fileTexts(await savedFile(db, id), config, env));
        ctx.progress(i + 1);
      }
    } else {
      const docs = await loadDocuments(loader.loader_component, config, [], env);
      ctx.progress(0, docs.length);
      for (const [i, doc] of docs.entries()) {
        await split([doc]);
        ctx.progress(i + 1);
      }
    }
    ctx.throwIfCancelled();
    const staged = await stager.finish();
    if (staged.hashes.length === 0) throw httpError(400, NO_TEXT);
    return await syncStagedChunks(
      db,
      { workspaceId: loader.workspace_id, storeId: loader.store_id, loaderId: loader.id },
      staged,
    );
  } finally {
    await stager.discard();
  }
}

/** One file's documents; a file without text adds none (the run fails only when all are empty). */
async function fileTexts(
  file: UploadedFile,
  config: Record<string, unknown>,
  env: { signal: AbortSignal; allowPrivate: AllowPrivate },
): Promise<LoadedDocument[]> {
  try {
    return await loadDocuments('fileLoader', config, [file], env);
  } catch (error) {
    if (error instanceof HttpError && error.message === NO_TEXT) return [];
    throw error;
  }
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
  const started = startJob(db, processJobSpec(db, loader, allowPrivate, previous));
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

/**
 * The 'process' job of a loader (load, split, sync; the loader's status after), also what a
 * queue-mode worker rebuilds from `remote` (storeJobKinds.ts). `previous`: its status before.
 */
export function processJobSpec(
  db: Kysely<Database>,
  loader: Selectable<DocumentStoreLoaderTable>,
  allowPrivate: AllowPrivate,
  previous: string,
): JobSpec {
  return {
    workspaceId: loader.workspace_id,
    storeId: loader.store_id,
    loaderId: loader.id,
    kind: 'process',
    remote: { kind: 'process', loaderId: loader.id, previous },
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
  };
}
