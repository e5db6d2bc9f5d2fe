import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type JSZip from 'jszip';
import { MAX_STORED_FILE_BYTES } from './peerStorageFiles.ts';

/** At most this many document-store files are taken from one zip (the rest is left out). */
const MAX_ENTRIES = 10_000;
/** A zip that unpacks to more than this is refused (a zip bomb, or not a storage folder). */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** A storage zip that cannot be used; the route answers 400 naming the field. */
export class StorageZipError extends Error {}

const SYMLINK = 0o120000;

/**
 * Unpacks the document-store files of a zip of the peer's storage folder into `into` (a fresh
 * temporary folder), as attachPeerStorageFiles reads them: `<...>/docustore/<store>/<file>` entries
 * only, with whatever folders precede `docustore` (the zip's own top folder, an organisation's
 * folder) joined into one folder name. Nothing is written outside `into`: an entry naming `..`, an
 * absolute path or a backslash is refused, links and other files are left out, and the declared
 * sizes are checked before a byte is unpacked.
 */
export async function unpackPeerStorageZip(bytes: Uint8Array, into: string): Promise<number> {
  let zip: JSZip;
  try {
    // loaded with the first storage zip, not at every server start
    const { default: Zip } = await import('jszip');
    zip = await Zip.loadAsync(bytes);
  } catch {
    throw new StorageZipError('not a zip file');
  }
  const entries = Object.values(zip.files).filter((e) => !e.dir);
  let total = 0;
  let count = 0;
  for (const entry of entries) {
    // jszip resolves '..' in the names it hands out; the name as written in the zip is what tells.
    const written = entry.unsafeOriginalName ?? entry.name;
    if (
      written.includes('\\') ||
      written.startsWith('/') ||
      /^[A-Za-z]:/.test(written) ||
      written.split('/').includes('..')
    )
      throw new StorageZipError(`'${written}' points outside the folder`);
    const segments = entry.name.split('/');
    const at = segments.lastIndexOf('docustore');
    // docustore/<store>/<file>: the only files the import reads.
    if (at < 0 || segments.length - at !== 3) continue;
    if ((Number(entry.unixPermissions ?? 0) & 0o170000) === SYMLINK) continue;
    const [store, file] = segments.slice(at + 1) as [string, string];
    if (!store || !file || store === '.' || file === '.') continue;
    // Sizes the zip declares (jszip keeps them from the central directory).
    const size = (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    if (size > MAX_STORED_FILE_BYTES) continue;
    total += size;
    if (total > MAX_UNPACKED_BYTES)
      throw new StorageZipError(`unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`);
    if (++count > MAX_ENTRIES) throw new StorageZipError(`holds more than ${MAX_ENTRIES} files`);
    const data = await entry.async('uint8array');
    if (data.byteLength > MAX_STORED_FILE_BYTES) continue;
    const prefix = segments
      .slice(0, at)
      .filter((s) => s && s !== '.')
      .join('__');
    const folder = join(into, ...(prefix ? [prefix] : []), 'docustore', store);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, file), data);
  }
  return count;
}
