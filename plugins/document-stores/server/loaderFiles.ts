import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  FILE_STORAGE_PREFIX,
  parseDataUris,
  storedFileNames,
  type UploadedFile,
} from './loaders/uploadedFile.ts';

/** The loader's saved files with their bytes, in upload order. */
export async function savedFiles(db: Kysely<Database>, loaderId: string): Promise<UploadedFile[]> {
  const rows = await db
    .selectFrom('document_store_file')
    .select(['name', 'mime', 'content'])
    .where('loader_id', '=', loaderId)
    .orderBy('created_date')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ name: r.name, mime: r.mime, bytes: r.content }));
}

/** The ids of the loader's saved files, in upload order (their bytes are read one at a time). */
export async function savedFileIds(db: Kysely<Database>, loaderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('document_store_file')
    .select('id')
    .where('loader_id', '=', loaderId)
    .orderBy('created_date')
    .orderBy('name')
    .execute();
  return rows.map((r) => r.id);
}

/** One saved file with its bytes. */
export async function savedFile(db: Kysely<Database>, id: string): Promise<UploadedFile> {
  const r = await db
    .selectFrom('document_store_file')
    .select(['name', 'mime', 'content'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { name: r.name, mime: r.mime, bytes: r.content };
}

export interface FilePlan {
  /** Every file the loader reads after this request. */
  files: UploadedFile[];
  /** Of those, the ones the request brought (to save). */
  fresh: UploadedFile[];
  /** loaderConfig.files as saved: a FILE-STORAGE reference to all of them. */
  reference: string | undefined;
}

/**
 * loaderConfig.files of a request: data URIs (new files, replacing the saved ones) or a
 * FILE-STORAGE reference to saved files of `loaderId` (keeping only those named).
 */
export async function planFiles(
  db: Kysely<Database>,
  loaderId: string | undefined,
  value: unknown,
): Promise<FilePlan> {
  if (value === undefined || value === null || value === '')
    return { files: [], fresh: [], reference: undefined };
  const names = storedFileNames(value);
  let files: UploadedFile[];
  let fresh: UploadedFile[] = [];
  if (names) {
    const saved = loaderId ? await savedFiles(db, loaderId) : [];
    files = names.map((name) => {
      const found = saved.find((f) => f.name === name);
      if (!found) throw httpError(400, `loaderConfig.files: the loader has no saved file '${name}'`);
      return found;
    });
  } else {
    files = fresh = parseDataUris(value);
    const seen = new Set<string>();
    for (const f of files) {
      if (seen.has(f.name)) throw httpError(400, `loaderConfig.files: '${f.name}' is given twice`);
      seen.add(f.name);
    }
  }
  return { files, fresh, reference: `${FILE_STORAGE_PREFIX}${JSON.stringify(files.map((f) => f.name))}` };
}

/** Makes the loader's saved files those of the plan (inside the caller's transaction). */
export async function saveFiles(
  trx: Transaction<Database>,
  loader: { id: string; storeId: string; workspaceId: string },
  plan: FilePlan,
): Promise<void> {
  const keep = plan.files.filter((f) => !plan.fresh.includes(f)).map((f) => f.name);
  let del = trx.deleteFrom('document_store_file').where('loader_id', '=', loader.id);
  if (keep.length > 0) del = del.where('name', 'not in', keep);
  await del.execute();
  for (const f of plan.fresh)
    await trx
      .insertInto('document_store_file')
      .values({
        id: randomUUID(),
        loader_id: loader.id,
        store_id: loader.storeId,
        workspace_id: loader.workspaceId,
        name: f.name,
        mime: f.mime,
        size: f.bytes.byteLength,
        content: f.bytes,
      })
      .execute();
}

/**
 * Bytes a save adds to the stored files (what a plan's storage counts): the new files less the
 * saved ones it removes, so replacing a file with a smaller one is never refused.
 */
export async function addedBytes(db: Kysely<Database>, loaderId: string | undefined, plan: FilePlan) {
  const fresh = plan.fresh.reduce((n, f) => n + f.bytes.byteLength, 0);
  if (!loaderId || fresh === 0) return fresh;
  const keep = plan.files.filter((f) => !plan.fresh.includes(f)).map((f) => f.name);
  let q = db
    .selectFrom('document_store_file')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('n'))
    .where('loader_id', '=', loaderId);
  if (keep.length > 0) q = q.where('name', 'not in', keep);
  return fresh - Number((await q.executeTakeFirst())?.n ?? 0);
}
