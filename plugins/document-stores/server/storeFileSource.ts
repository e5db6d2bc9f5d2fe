import { httpError } from '../../../host/server/http/HttpError.ts';
import type { FileScope, FileSource, StoredFile } from '../../../host/server/plugin/fileSources.ts';
import { activeJobs } from './jobs/jobRunner.ts';
import { FILE_STORAGE_PREFIX, storedFileNames } from './loaders/uploadedFile.ts';
import './tables.ts';

async function list({ db, workspaceId }: FileScope): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('document_store_file as f')
    .innerJoin('document_store as s', 's.id', 'f.store_id')
    .select(['f.id', 'f.name', 'f.mime', 'f.size', 'f.created_date', 'f.store_id', 's.name as store_name'])
    .where('f.workspace_id', '=', workspaceId)
    .orderBy('f.created_date', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mime: r.mime,
    size: Number(r.size),
    createdDate: new Date(r.created_date).toISOString(),
    owner: {
      kind: 'documentStore',
      id: r.store_id,
      name: r.store_name,
      path: `/document-stores/${r.store_id}`,
    },
  }));
}

function configOf(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/**
 * Deletes a loader's saved file and takes it out of the loader's file list (and source), in one
 * transaction; refused (409) while the loader is being processed. The chunks read from it stay
 * until the loader is processed again.
 */
async function remove({ db, workspaceId }: FileScope, id: string): Promise<boolean> {
  const file = await db
    .selectFrom('document_store_file')
    .select(['id', 'name', 'loader_id', 'store_id'])
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!file) return false;
  if ((await activeJobs(db, file.store_id, file.loader_id)).length > 0)
    throw httpError(409, 'The loader is being processed; wait for it or cancel it');
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('document_store_file').where('id', '=', file.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    const loader = await trx
      .selectFrom('document_store_loader')
      .select(['loader_config'])
      .where('id', '=', file.loader_id)
      .executeTakeFirst();
    if (loader) {
      const config = configOf(loader.loader_config);
      const names = (storedFileNames(config.files) ?? []).filter((n) => n !== file.name);
      config.files = `${FILE_STORAGE_PREFIX}${JSON.stringify(names)}`;
      await trx
        .updateTable('document_store_loader')
        .set({ loader_config: JSON.stringify(config), source: names.join(', '), updated_date: new Date() })
        .where('id', '=', file.loader_id)
        .execute();
    }
    return true;
  });
}

/** Document-store files: what people uploaded to file loaders. */
export const storeFileSource: FileSource = {
  id: 'document-store-files',
  label: 'Document store files',
  permission: 'documentStores:view',
  deletePermission: 'documentStores:delete-loader,documentStores:update',
  list,
  delete: remove,
};
