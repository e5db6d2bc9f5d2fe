import type { PlanLimits } from '../../../../host/server/plugin/planLimits.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { StoreJob } from '../../common/storeTypes.ts';
import type { StoreConfig } from '../embeddings/storeEmbedder.ts';
import { jobFinished, readJob } from '../jobs/jobRunner.ts';
import type { LoaderBody } from '../loaderBody.ts';
import { checkLoaderBody, findLoaderRow, saveLoader } from '../saveLoader.ts';
import { findStoreRow } from '../storeRows.ts';
import type { DocumentStoreLoaderTable, DocumentStoreTable } from '../tables.ts';
import { configObject, embeddingChoiceOf } from './retrieveChunks.ts';
import { startUpsert } from './startUpsert.ts';
import type { UpsertRequest } from './upsertRequest.ts';
import { saveVectorConfig } from './vectorConfig.ts';

interface Scope {
  db: Kysely<Database>;
  /** The plan's storage limit (cloud) for the files an upsert saves. */
  limits: PlanLimits;
  config: StoreConfig;
  log: FastifyBaseLogger;
  workspaceId: string;
}

/** The embeddings the upsert uses: the body's (saved to the store, checked first) or the store's. */
async function embeddingFor(s: Scope, store: Selectable<DocumentStoreTable>, body: UpsertRequest) {
  if (body.embedding || body.vectorStore || body.recordManager)
    return (
      await saveVectorConfig(s.db, s.workspaceId, s.config, {
        storeId: store.id,
        ...(body.embedding
          ? { embeddingName: body.embedding.name, embeddingConfig: body.embedding.config ?? {} }
          : {}),
        ...(body.vectorStore
          ? { vectorStoreName: body.vectorStore.name, vectorStoreConfig: body.vectorStore.config ?? {} }
          : {}),
        ...(body.recordManager
          ? {
              recordManagerName: body.recordManager.name,
              recordManagerConfig: body.recordManager.config ?? {},
            }
          : {}),
      })
    ).embedding;
  const saved = embeddingChoiceOf(store.embedding_config);
  if (!saved)
    throw httpError(400, 'embedding is required: the document store has no embeddings configured yet');
  return saved;
}

/** Runs the job to its end (it survives the request: the job can still be read and cancelled). */
async function settled(s: Scope, job: StoreJob, extra: Record<string, unknown>) {
  const outcome = await jobFinished(job.id);
  const done = await readJob(s.db, s.workspaceId, job.id);
  if (done.status !== 'succeeded')
    throw httpError(outcome?.statusCode ?? 502, done.message ?? `The upsert was ${done.status}`);
  return { ...(done.result as Record<string, unknown>), jobId: done.id, ...extra };
}

/**
 * POST /document-store/upsert/:id (the peer's public upsert API): saves or creates the loader
 * (files, loader and splitter overrides, metadata), optionally in a new store, then one job
 * processes it and embeds what changed. Everything is checked before anything is written.
 */
export async function upsertFromRequest(s: Scope, storeIdParam: string, body: UpsertRequest) {
  const { db, workspaceId } = s;
  let store: Selectable<DocumentStoreTable>;
  if (body.createNewDocStore) {
    store = await db
      .insertInto('document_store')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        name: body.docStore?.name?.trim() || 'Document store',
        description: body.docStore?.description ?? null,
        status: 'EMPTY',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } else store = await findStoreRow(db, workspaceId, storeIdParam);
  try {
    const existing =
      body.docId && !body.createNewDocStore
        ? await findLoaderRow(db, workspaceId, store.id, body.docId)
        : undefined;
    const component =
      body.loader?.name ?? existing?.loader_component ?? (body.files.length ? 'fileLoader' : '');
    if (!component) throw httpError(400, 'loader.name is required when no docId names an existing loader');
    const base =
      existing && existing.loader_component === component ? (configObject(existing.loader_config) ?? {}) : {};
    const loaderConfig: Record<string, unknown> = {
      ...base,
      ...(body.loader?.config ?? {}),
      ...(body.files.length ? { files: JSON.stringify(body.files) } : {}),
      ...(body.metadata ? { metadata: body.metadata } : {}),
    };
    const loaderBody: LoaderBody = {
      storeId: store.id,
      ...(existing ? { id: existing.id } : {}),
      loaderId: component,
      ...(body.loaderName ? { loaderName: body.loaderName } : {}),
      loaderConfig,
      splitterId: body.splitter?.name ?? existing?.splitter_component ?? null,
      splitterConfig: body.splitter?.config ?? configObject(existing?.splitter_config ?? null) ?? {},
    };
    const checked = await checkLoaderBody(db, workspaceId, loaderBody, s.config.allowPrivate);
    const embedding = await embeddingFor(s, store, body);
    const loader = await saveLoader(db, checked, loaderBody, s.limits);
    const job = await startUpsert(db, s.config, s.log, { storeId: store.id, workspaceId, embedding }, [
      loader,
    ]);
    return settled(s, job, { storeId: store.id, docId: loader.id });
  } catch (error) {
    // a store made for this call that never got its loader goes again
    if (body.createNewDocStore)
      await db
        .deleteFrom('document_store')
        .where('id', '=', store.id)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('document_store_loader').select('id').where('store_id', '=', store.id)),
          ),
        )
        .execute();
    throw error;
  }
}

/** POST /document-store/refresh/:id: every loader processed again, then what changed embedded. */
export async function refreshStore(s: Scope, storeId: string, body: UpsertRequest) {
  const store = await findStoreRow(s.db, s.workspaceId, storeId);
  const loaders: Selectable<DocumentStoreLoaderTable>[] = await s.db
    .selectFrom('document_store_loader')
    .selectAll()
    .where('store_id', '=', store.id)
    .orderBy('created_date')
    .execute();
  if (!loaders.length) throw httpError(400, `Document store '${store.name}' has no loaders to refresh`);
  const embedding = await embeddingFor(s, store, body);
  const job = await startUpsert(
    s.db,
    s.config,
    s.log,
    { storeId: store.id, workspaceId: s.workspaceId, embedding },
    loaders,
  );
  return settled(s, job, { storeId: store.id });
}
