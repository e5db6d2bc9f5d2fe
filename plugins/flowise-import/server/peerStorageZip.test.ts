import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageZipError, unpackPeerStorageZip } from './peerStorageZip.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-zip-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const zipOf = async (files: Record<string, string>, symlinks: string[] = []) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  for (const name of symlinks) zip.file(name, '/etc/passwd', { unixPermissions: 0o120777 });
  return zip.generateAsync({ type: 'uint8array', platform: 'UNIX' });
};

describe('a zip of the peer storage folder', () => {
  it('unpacks only document-store files, the folders before docustore joined into one', async () => {
    const count = await unpackPeerStorageZip(
      await zipOf(
        {
          'docustore/s1/a.txt': 'A',
          'storage/org-1/docustore/s2/b.txt': 'B',
          'storage/org-1/other/c.txt': 'C',
          'docustore/s1/deeper/d.txt': 'D',
        },
        ['docustore/s1/link.txt'],
      ),
      dir,
    );
    expect(count).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(['docustore', 'storage__org-1']);
    expect(await readFile(join(dir, 'docustore', 's1', 'a.txt'), 'utf8')).toBe('A');
    expect(await readFile(join(dir, 'storage__org-1', 'docustore', 's2', 'b.txt'), 'utf8')).toBe('B');
    expect(await readdir(join(dir, 'docustore', 's1'))).toEqual(['a.txt']);
  });

  it('refuses names that leave the folder, and what is no zip', async () => {
    for (const name of ['docustore/s/../../x.txt', '../docustore/s/x.txt', '/docustore/s/x.txt']) {
      await expect(unpackPeerStorageZip(await zipOf({ [name]: 'x' }), dir), name).rejects.toThrow(
        StorageZipError,
      );
    }
    await expect(unpackPeerStorageZip(new TextEncoder().encode('no zip'), dir)).rejects.toThrow(
      'not a zip file',
    );
    expect(await readdir(dir)).toEqual([]);
  });
});
