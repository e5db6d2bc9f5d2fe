import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFlowiseCommand } from '../../plugins/flowise-import/public.ts';
import { apiCall } from './apiCall.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { peerRows } from './peerDatabase/peerRows.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

/**
 * Issues 13 and 15: a peer's document store whose loader read uploaded files (FILE-STORAGE refs)
 * comes with its files when the peer's storage folder is at hand (beside its SQLite file, or
 * --storage): they are the loader's files here and it processes again. A file not there is named.
 */
const PEER_KEY = 'peer-encryption-key-0123456789\n';
const STORE = '5e0f6a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const LOADER = '6f1a7b2c-3d4e-4f5a-9b0c-1d2e3f4a5b6c';
const LOST_STORE = '7a2b8c3d-4e5f-4a6b-8c1d-2e3f4a5b6c7d';
let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(tmpdir(), 'peer-storage-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const fileLoader = (id: string, name: string) => ({
  id,
  loaderId: 'textFile',
  loaderName: 'Text File',
  loaderConfig: { txtFile: `FILE-STORAGE::${JSON.stringify([name])}`, metadata: '{}' },
  splitterId: 'recursiveCharacterTextSplitter',
  splitterConfig: { chunkSize: 1000, chunkOverlap: 0 },
  totalChunks: 0,
  totalChars: 0,
  status: 'SYNC',
});

describe("the peer's stored files of document store loaders", () => {
  it('come along from the storage folder beside the SQLite file; the loader processes them here', async () => {
    const rows = peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9/v1');
    rows.document_store = [
      ...(rows.document_store ?? []),
      {
        id: STORE,
        name: 'Leave policy',
        description: '',
        status: 'SYNC',
        loaders: JSON.stringify([fileLoader(LOADER, 'leave.txt')]),
      },
      {
        id: LOST_STORE,
        name: 'Lost files',
        description: '',
        status: 'SYNC',
        loaders: JSON.stringify([fileLoader('8b3c9d4e-5f6a-4b7c-9d2e-3f4a5b6c7d8e', 'gone.txt')]),
      },
    ];
    const db = join(dir, 'database.sqlite');
    await writeFile(db, await buildPeerSqlite('3.x', rows));
    await writeFile(join(dir, 'encryption.key'), PEER_KEY);
    // 3.x keeps an organisation's files under its id
    await mkdir(join(dir, 'storage', 'org-1', 'docustore', STORE), { recursive: true });
    await writeFile(
      join(dir, 'storage', 'org-1', 'docustore', STORE, 'leave.txt'),
      'Everyone gets thirty days of leave.',
    );

    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--sqlite', db, '--secret-key', join(dir, 'encryption.key')],
      {},
      (l) => lines.push(l),
    );
    expect(out.code, lines.join('\n')).toBe(0);
    expect(lines).toContain(`... Document store files: 1 found in ${join(dir, 'storage')}`);
    expect(lines.some((l) => l.includes('not found') && l.includes('Lost files: gone.txt'))).toBe(true);

    const saved = await server.app.brains.db
      .selectFrom('document_store_file')
      .select(['name', 'content'])
      .where('loader_id', '=', LOADER)
      .execute();
    expect(saved.map((f) => [f.name, Buffer.from(f.content).toString('utf8')])).toEqual([
      ['leave.txt', 'Everyone gets thirty days of leave.'],
    ]);
    const store = await apiCall(server, 'GET', `/document-store/store/${STORE}`);
    const loader = store.body.loaders.find((l: { id: string }) => l.id === LOADER);
    expect(loader.loaderId).toBe('fileLoader');
    expect(loader.loaderConfig.files).toBe('FILE-STORAGE::["leave.txt"]');

    // the loader reads its file here
    const processed = await apiCall(server, 'POST', `/document-store/loader/process/${LOADER}`, {
      storeId: STORE,
      id: LOADER,
      loaderId: 'fileLoader',
      loaderConfig: loader.loaderConfig,
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 1000, chunkOverlap: 0 },
    });
    expect(processed.status, processed.text).toBeLessThan(300);
    let chunks: { pageContent: string }[] = [];
    for (let i = 0; i < 600 && !chunks.length; i++) {
      const page = await apiCall(server, 'GET', `/document-store/chunks/${STORE}/${LOADER}/1`);
      chunks = page.body.chunks ?? [];
      if (!chunks.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(chunks.map((c) => c.pageContent)).toEqual(['Everyone gets thirty days of leave.']);
  });

  it("come along from a zip of the storage folder sent with the Import dialog's route, unpacked inside its folder only", async () => {
    const store = '9c4d0e5f-6a7b-4c8d-9e3f-4a5b6c7d8e9f';
    const loader = 'ad5e1f60-7b8c-4d9e-8f40-5b6c7d8e9fa0';
    const rows = peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9/v1');
    rows.document_store = [
      {
        id: store,
        name: 'Zipped policy',
        description: '',
        status: 'SYNC',
        loaders: JSON.stringify([fileLoader(loader, 'travel.txt')]),
      },
    ];
    const sqlite = await buildPeerSqlite('3.x', rows);
    const send = async (storage: Uint8Array | string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sqlite)]), 'database.sqlite');
      form.append('secretKey', new Blob([PEER_KEY]), 'encryption.key');
      form.append('onExisting', 'newIds');
      form.append('storage', new Blob([storage as BlobPart]), 'storage.zip');
      const res = await server.fetch('/api/v1/import/flowise-database', { method: 'POST', body: form });
      return { status: res.status, body: await res.json() };
    };
    const stores = async () =>
      (await server.app.brains.db.selectFrom('document_store').select('id').execute()).length;
    const before = await stores();

    // An entry that climbs out of the folder, or no zip at all: 400 naming the field, nothing written.
    const hostile = new JSZip();
    hostile.file(`storage/docustore/${store}/travel.txt`, 'fine');
    hostile.file(`storage/docustore/${store}/../../../escape.txt`, 'out');
    const climbing = await send(await hostile.generateAsync({ type: 'uint8array' }));
    expect(climbing.status).toBe(400);
    expect(climbing.body.message).toMatch(/^storage: .*points outside the folder/);
    const junk = await send('not a zip');
    expect([junk.status, junk.body.message]).toEqual([400, 'storage: not a zip file']);
    expect(await stores()).toBe(before);

    // The zip of the folder as a user makes it: its top folder, an organisation's folder inside.
    const zip = new JSZip();
    zip.file(`storage/org-9/docustore/${store}/travel.txt`, 'Trains are booked by the office.');
    zip.file('storage/org-9/other/ignored.bin', 'not a document store file');
    const res = await send(await zip.generateAsync({ type: 'uint8array' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.storageFiles).toEqual({ attached: 1, missing: [] });
    expect(res.body.lines).toContain('Document store files: 1 found in the storage folder');
    const saved = await server.app.brains.db
      .selectFrom('document_store_file')
      .select(['name', 'content'])
      .where('loader_id', '=', loader)
      .execute();
    expect(saved.map((f) => [f.name, Buffer.from(f.content).toString('utf8')])).toEqual([
      ['travel.txt', 'Trains are booked by the office.'],
    ]);
  });
});
