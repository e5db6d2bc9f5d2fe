import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { checkLoaderConfig } from './checkLoaderConfig.ts';
import type { LoaderBody } from './loaderBody.ts';
import type { PlanLimits } from '../../../host/server/plugin/planLimits.ts';
import { addedBytes, type FilePlan, planFiles, saveFiles } from './loaderFiles.ts';
import { configString } from './loaders/configValues.ts';
import { checkLoaderName } from './loaders/loadDocuments.ts';
import { splitterSizes } from './splitters/splitDocuments.ts';
import { findStoreRow } from './storeRows.ts';
import type { DocumentStoreLoaderTable } from './tables.ts';

/** The loader row of the store, 404 when missing (or of another store or workspace). */
export async function findLoaderRow(
  db: Kysely<Database>,
  workspaceId: string,
  storeId: string,
  loaderId: string,
): Promise<Selectable<DocumentStoreLoaderTable>> {
  const row = await db
    .selectFrom('document_store_loader')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('store_id', '=', storeId)
    .where('id', '=', loaderId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Loader ${loaderId} not found in document store ${storeId}`);
  return row;
}

/** What the loader list shows as its source: file names, the URL, or the text's start. */
function sourceOf(loader: string, config: Record<string, unknown>, plan: FilePlan): string {
  if (loader === 'fileLoader') return plan.files.map((f) => f.name).join(', ');
  if (loader === 'plainText') {
    const text = configString(config, 'text').replace(/\s+/g, ' ').trim();
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  }
  return configString(config, 'url');
}

export interface CheckedLoader {
  store: { id: string; workspaceId: string };
  existing: Selectable<DocumentStoreLoaderTable> | undefined;
  config: Record<string, unknown>;
  plan: FilePlan;
}

/** Checks a preview/save/process body (store, loader, splitter, files) without writing anything. */
export async function checkLoaderBody(
  db: Kysely<Database>,
  workspaceId: string,
  body: LoaderBody,
  allowPrivate: AllowPrivate,
): Promise<CheckedLoader> {
  const store = await findStoreRow(db, workspaceId, body.storeId);
  const existing = body.id ? await findLoaderRow(db, workspaceId, store.id, body.id) : undefined;
  checkLoaderName(body.loaderId);
  if (body.splitterId) splitterSizes(body.splitterId, body.splitterConfig ?? {});
  const config = { ...(body.loaderConfig ?? {}) };
  const plan = await planFiles(db, existing?.id, config.files);
  if (body.loaderId === 'fileLoader' && plan.files.length === 0)
    throw httpError(400, 'loaderConfig.files: add at least one file');
  await checkLoaderConfig(body.loaderId, config, plan.fresh, allowPrivate);
  return { store: { id: store.id, workspaceId }, existing, config, plan };
}

/**
 * Saves a new loader or updates one (its files replaced as the body says), in one transaction;
 * files beyond the plan's storage (cloud) are refused first.
 */
export async function saveLoader(
  db: Kysely<Database>,
  checked: CheckedLoader,
  body: LoaderBody,
  limits: PlanLimits,
): Promise<Selectable<DocumentStoreLoaderTable>> {
  const { store, existing, plan } = checked;
  await limits.enforce({
    workspaceId: store.workspaceId,
    resource: 'storage',
    adding: await addedBytes(db, existing?.id, plan),
  });
  const config = { ...checked.config };
  if (plan.reference) config.files = plan.reference;
  const id = existing?.id ?? randomUUID();
  const values = {
    loader_component: body.loaderId,
    loader_config: JSON.stringify(config),
    splitter_component: body.splitterId || null,
    splitter_config: JSON.stringify(body.splitterConfig ?? {}),
    source: sourceOf(body.loaderId, config, plan),
    updated_date: new Date(),
  };
  return db.transaction().execute(async (trx) => {
    const row = existing
      ? await trx
          .updateTable('document_store_loader')
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('document_store_loader')
          .values({ id, store_id: store.id, workspace_id: store.workspaceId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (plan.reference || body.loaderId !== 'fileLoader')
      await saveFiles(trx, { id, storeId: store.id, workspaceId: store.workspaceId }, plan);
    await trx
      .updateTable('document_store')
      .set({ updated_date: new Date() })
      .where('id', '=', store.id)
      .execute();
    return row;
  });
}
