import { describe, expect, it } from 'vitest';
import { storeServer, waitForJob } from './storeHarness.ts';
import { dataUri } from './testFiles.ts';

const harness = storeServer();
const { call } = harness;

/** A store in `workspace` with a processed text-file loader and a saved API loader with a secret header. */
async function seed(workspace: string) {
  const store = (
    await call('POST', '/document-store/store', { name: 'Handbook', description: 'HR' }, workspace)
  ).body;
  const files = await call(
    'POST',
    '/document-store/loader/save',
    {
      storeId: store.id,
      loaderId: 'fileLoader',
      loaderConfig: {
        files: dataUri('a.txt', 'First paragraph.\n\nSecond paragraph.'),
        metadata: { team: 'hr' },
      },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 20, chunkOverlap: 0 },
    },
    workspace,
  );
  const started = await call('POST', `/document-store/loader/process/${files.body.id}`, {}, workspace);
  expect((await waitForJob(call, started.body.id, workspace)).status).toBe('succeeded');
  await call(
    'POST',
    '/document-store/loader/save',
    {
      storeId: store.id,
      loaderId: 'apiLoader',
      loaderConfig: { url: 'https://api.example.com/x', headers: { Authorization: 'Bearer s3cret' } },
    },
    workspace,
  );
  // What ds-vector writes once vectors exist: the export keeps it, the vectors are made again.
  await harness.server.app.brains.db
    .updateTable('document_store')
    .set({ embedding_config: '{"name":"openAIEmbeddings"}', vector_store_config: '{"name":"pgvector"}' })
    .where('id', '=', store.id)
    .execute();
  return { store, loaderId: files.body.id as string };
}

describe('export and import of document stores', () => {
  it('round-trips stores, loaders and chunks into another workspace, without secrets or vectors', async () => {
    const { store, loaderId } = await seed('ws-from');
    const exported = await call('POST', '/export-import/export', { document_store: true }, 'ws-from');
    expect(exported.status).toBe(200);
    const file = exported.body;
    expect(file.DocumentStore).toHaveLength(1);
    const item = file.DocumentStore[0];
    expect(item).toMatchObject({ id: store.id, name: 'Handbook', description: 'HR' });
    expect(item.workspaceId).toBeUndefined();
    expect(typeof item.loaders).toBe('string');
    expect(JSON.stringify(file)).not.toContain('s3cret');
    expect(file.DocumentStoreFileChunk.map((c: { pageContent: string }) => c.pageContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
    expect(file.DocumentStoreFileChunk[0]).toMatchObject({ docId: loaderId, storeId: store.id, chunkNo: 0 });

    const imported = await call('POST', '/export-import/import', file, 'ws-to');
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.imported).toMatchObject({ DocumentStore: 1, DocumentStoreFileChunk: 2 });
    const [copy] = (await call('GET', '/document-store/store', undefined, 'ws-to')).body;
    // The ids were taken (same server), so the copy has new ones and its chunks follow.
    expect(copy.id).not.toBe(store.id);
    expect(copy).toMatchObject({ name: 'Handbook', status: 'STALE', totalChunks: 2 });
    expect(copy.vectorStoreConfig).toEqual({ name: 'pgvector' });
    const fileLoader = copy.loaders.find((l: { loaderId: string }) => l.loaderId === 'fileLoader');
    expect(fileLoader).toMatchObject({
      status: 'SYNC',
      totalChunks: 2,
      splitterId: 'recursiveCharacterTextSplitter',
    });
    expect(
      copy.loaders.find((l: { loaderId: string }) => l.loaderId === 'apiLoader').loaderConfig.headers,
    ).toEqual({
      Authorization: '',
    });
    const chunks = (
      await call('GET', `/document-store/chunks/${copy.id}/${fileLoader.id}/1`, undefined, 'ws-to')
    ).body;
    expect(
      chunks.chunks.map((c: { pageContent: string; metadata: { team: string } }) => [
        c.pageContent,
        c.metadata.team,
      ]),
    ).toEqual([
      ['First paragraph.', 'hr'],
      ['Second paragraph.', 'hr'],
    ]);
    // The source workspace is untouched.
    expect(
      (await call('GET', `/document-store/store/${store.id}`, undefined, 'ws-from')).body.totalChunks,
    ).toBe(2);
  });

  it('refuses a bad store item with 400 and imports nothing', async () => {
    const file = {
      DocumentStore: [{ id: 's1', name: 'Broken', loaders: '[{"id":"l1","loaderId":"plainText"}' }],
      DocumentStoreFileChunk: [],
    };
    const res = await call('POST', '/export-import/import', file, 'ws-bad');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('DocumentStore/0.loaders: not valid JSON');
    expect((await call('GET', '/document-store/store', undefined, 'ws-bad')).body).toEqual([]);
    const noName = await call('POST', '/export-import/import', { DocumentStore: [{ id: 's2' }] }, 'ws-bad');
    expect(noName.status).toBe(400);
  });

  it('leaves out a loader with no counterpart here, and its chunks, and says so', async () => {
    const file = {
      DocumentStore: [{ id: 's3', name: 'Partly', loaders: '[{"id":"l3","loaderId":"nope"}]' }],
      DocumentStoreFileChunk: [{ id: 'c3', docId: 'l3', storeId: 's3', pageContent: 'x' }],
    };
    const res = await call('POST', '/export-import/import', file, 'ws-partly');
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ DocumentStore: 1 });
    expect(res.body.reasons).toEqual({
      DocumentStoreFileChunk: { "its loader 'nope' has no counterpart here": 1 },
    });
  });

  it('skips chunks whose store or loader is not in the file', async () => {
    const res = await call(
      'POST',
      '/export-import/import',
      { DocumentStoreFileChunk: [{ id: 'c1', docId: 'nowhere', storeId: 'nowhere', pageContent: 'x' }] },
      'ws-skip',
    );
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual({ DocumentStoreFileChunk: 1 });
  });
});
