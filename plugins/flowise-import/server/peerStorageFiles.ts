import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportData } from '../../export-import/public.ts';

const PREFIX = 'FILE-STORAGE::';
/** A stored file larger than this stays behind (the store's loader can take it again by upload). */
export const MAX_STORED_FILE_BYTES = 50 * 1024 * 1024;

type Item = Record<string, unknown>;

function names(value: unknown): string[] | null {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return null;
  const rest = value.slice(PREFIX.length);
  try {
    const list = JSON.parse(rest);
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : null;
  } catch {
    // a single name without a list (the peer's one-file loaders)
    return rest ? [rest] : null;
  }
}

/** The peer's folders a document store's files may be in: storage/docustore/<store>, or under an organisation's folder. */
async function storeFolders(storage: string, storeId: string): Promise<string[]> {
  const folders = [join(storage, 'docustore', storeId)];
  const entries = await readdir(storage, { withFileTypes: true }).catch(() => []);
  for (const e of entries)
    if (e.isDirectory() && e.name !== 'docustore') folders.push(join(storage, e.name, 'docustore', storeId));
  return folders;
}

async function readStored(folders: string[], name: string): Promise<Buffer | undefined> {
  if (!name || /[\\/]|\.\./.test(name)) return undefined;
  for (const folder of folders) {
    const file = join(folder, name);
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : -1),
      () => -1,
    );
    if (size >= 0 && size <= MAX_STORED_FILE_BYTES) return readFile(file);
  }
  return undefined;
}

/**
 * The peer keeps a document store loader's uploaded files in its storage folder (BLOB_STORAGE_PATH,
 * by default ~/.flowise/storage) and refers to them as FILE-STORAGE::["a.pdf"]. With that folder at
 * hand, each reference whose files are all there becomes the files themselves (data URIs), which
 * the import saves with the loader; the others stay references and are listed as missing.
 */
export async function attachPeerStorageFiles(
  file: Pick<ExportData, 'DocumentStore'>,
  storage: string,
): Promise<{ attached: number; missing: string[] }> {
  let attached = 0;
  const missing: string[] = [];
  for (const store of file.DocumentStore) {
    let loaders: unknown = store.loaders;
    if (typeof loaders === 'string') {
      try {
        loaders = JSON.parse(loaders);
      } catch {
        continue;
      }
    }
    if (!Array.isArray(loaders)) continue;
    const folders = await storeFolders(storage, String(store.id));
    for (const loader of loaders as Item[]) {
      const config = loader.loaderConfig;
      if (!config || typeof config !== 'object') continue;
      for (const [key, value] of Object.entries(config as Item)) {
        const list = names(value);
        if (!list?.length) continue;
        const found = await Promise.all(list.map((n) => readStored(folders, n)));
        const absent = list.filter((_, i) => !found[i]);
        if (absent.length) {
          missing.push(...absent.map((n) => `${String(store.name)}: ${n}`));
          continue;
        }
        (config as Item)[key] = JSON.stringify(
          list.map(
            (n, i) => `data:application/octet-stream;base64,${found[i]!.toString('base64')},filename:${n}`,
          ),
        );
        attached += list.length;
      }
    }
    store.loaders = typeof store.loaders === 'string' ? JSON.stringify(loaders) : loaders;
  }
  return { attached, missing };
}
