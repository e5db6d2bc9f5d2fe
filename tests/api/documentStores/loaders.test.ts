import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { storeServer, waitForJob } from './storeHarness.ts';
import { dataUri, makeDocx, makePdfPages } from './testFiles.ts';

const harness = storeServer();
const { call } = harness;

const newStore = async (name = 'Docs', workspace?: string) =>
  (await call('POST', '/document-store/store', { name }, workspace)).body.id as string;

const splitter = {
  splitterId: 'recursiveCharacterTextSplitter',
  splitterConfig: { chunkSize: 60, chunkOverlap: 0 },
};
const paragraphs = (n: number, tag = 'p') =>
  Array.from({ length: n }, (_, i) => `Paragraph ${tag}${i} holds a short sentence of its own.`).join('\n\n');

async function processed(loaderId: string, body?: unknown, workspace?: string) {
  const res = await call('POST', `/document-store/loader/process/${loaderId}`, body, workspace);
  expect(res.status, res.text).toBe(202);
  expect(res.body).toMatchObject({ kind: 'process', loaderId, loader: { id: loaderId } });
  expect(res.body.job).toMatchObject({ id: res.body.id, kind: 'process' });
  const job = await waitForJob(call, res.body.id, workspace);
  return { res, job };
}

describe('loader preview, save, process', () => {
  it('previews plain text chunks without saving anything', async () => {
    const storeId = await newStore();
    const res = await call('POST', '/document-store/loader/preview', {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: paragraphs(6), metadata: '{"team":"hr"}' },
      ...splitter,
      previewChunkCount: 2,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totalChunks).toBe(6);
    expect(res.body.chunks).toHaveLength(2);
    expect(res.body.chunks[0].metadata).toMatchObject({ source: 'text', team: 'hr' });
    expect((await call('GET', `/document-store/store/${storeId}`)).body.loaders).toEqual([]);
  });

  it('saves a file loader, processes it in a job and pages its chunks', async () => {
    const storeId = await newStore('Files');
    const files = JSON.stringify([
      dataUri('guide.pdf', makePdfPages(['Page one text', 'Page two text']), 'application/pdf'),
      dataUri('notes.md', paragraphs(3, 'md')),
      dataUri('memo.docx', await makeDocx(['Memo paragraph'])),
    ]);
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'fileLoader',
      loaderConfig: { files, omitMetadataKeys: 'totalPages' },
      ...splitter,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      storeId,
      loaderId: 'fileLoader',
      loaderName: 'File Loader',
      splitterName: 'Recursive Character Text Splitter',
      source: 'guide.pdf, notes.md, memo.docx',
      status: 'EMPTY',
      loaderConfig: { files: 'FILE-STORAGE::["guide.pdf","notes.md","memo.docx"]' },
    });
    expect(saved.body.files.map((f: { name: string }) => f.name)).toEqual([
      'guide.pdf',
      'notes.md',
      'memo.docx',
    ]);
    const { job } = await processed(saved.body.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      kind: 'process',
      result: { added: 6, removed: 0, kept: 0 },
    });

    const store = (await call('GET', `/document-store/store/${storeId}`)).body;
    expect(store).toMatchObject({ status: 'SYNC', totalChunks: 6 });
    expect(store.loaders[0]).toMatchObject({ status: 'SYNC', totalChunks: 6 });
    const page = await call('GET', `/document-store/chunks/${storeId}/${saved.body.id}/1`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 6, currentPage: 1, storeName: 'Files', docId: saved.body.id });
    expect(page.body.chunks[0]).toMatchObject({
      chunkNo: 0,
      pageContent: 'Page one text',
      metadata: { source: 'guide.pdf', page: 1 },
    });
    expect(page.body.chunks[0].metadata.totalPages).toBeUndefined();
    expect((await call('GET', `/document-store/chunks/${storeId}/all/1`)).body.count).toBe(6);
    expect((await call('GET', `/document-store/chunks/${storeId}/all/2`)).body.chunks).toEqual([]);
  });

  it('reads the files one at a time: a file without text adds nothing; no text at all fails the job', async () => {
    const storeId = await newStore('Blank files');
    const save = (files: string[]) =>
      call('POST', '/document-store/loader/save', {
        storeId,
        loaderId: 'fileLoader',
        loaderConfig: { files: JSON.stringify(files) },
        ...splitter,
      });
    const blank = dataUri('blank.txt', '  \n\n  ', 'text/plain');
    const mixed = await save([blank, dataUri('a.txt', 'Hello from a', 'text/plain')]);
    expect(mixed.status, mixed.text).toBe(200);
    expect((await processed(mixed.body.id)).job).toMatchObject({ status: 'succeeded', result: { added: 1 } });
    const empty = await save([blank]);
    expect(empty.status, empty.text).toBe(200);
    expect((await processed(empty.body.id)).job).toMatchObject({
      status: 'failed',
      message: 'The loader found no text',
    });
  });

  it('the record manager keeps unchanged chunks, adds new ones and removes vanished ones', async () => {
    const storeId = await newStore('Records');
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: paragraphs(4) },
      ...splitter,
    });
    await processed(saved.body.id);
    const before = (await call('GET', `/document-store/chunks/${storeId}/${saved.body.id}/1`)).body.chunks;
    // Same text again: nothing to do.
    const again = await processed(saved.body.id);
    expect(again.job.result).toMatchObject({ added: 0, kept: 4, removed: 0 });
    // Drop the first paragraph and add one: one vanished, one new, three kept with the same ids.
    const text = `${paragraphs(4).split('\n\n').slice(1).join('\n\n')}\n\nA brand new closing paragraph here.`;
    const changed = await processed(saved.body.id, {
      loaderId: 'plainText',
      loaderConfig: { text },
      ...splitter,
    });
    expect(changed.job.status, changed.job.message).toBe('succeeded');
    expect(changed.job.result).toMatchObject({ added: 1, kept: 3, removed: 1, totalChunks: 4 });
    const after = (await call('GET', `/document-store/chunks/${storeId}/${saved.body.id}/1`)).body.chunks;
    expect(after.map((c: { chunkNo: number }) => c.chunkNo)).toEqual([0, 1, 2, 3]);
    expect(after.slice(0, 3).map((c: { id: string }) => c.id)).toEqual(
      before.slice(1).map((c: { id: string }) => c.id),
    );
    expect(after[3].pageContent).toContain('brand new');
  });

  it('edits and deletes a chunk, keeping the totals right', async () => {
    const storeId = await newStore('Edit');
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: paragraphs(3) },
      ...splitter,
    });
    await processed(saved.body.id);
    const [first, second] = (await call('GET', `/document-store/chunks/${storeId}/${saved.body.id}/1`)).body
      .chunks;
    const put = await call('PUT', `/document-store/chunks/${storeId}/${saved.body.id}/${first.id}`, {
      pageContent: 'Edited',
      metadata: { source: 'text', checked: true },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ id: first.id, pageContent: 'Edited', metadata: { checked: true } });
    const del = await call('DELETE', `/document-store/chunks/${storeId}/${saved.body.id}/${second.id}`);
    expect(del.status).toBe(200);
    const loader = (await call('GET', `/document-store/store/${storeId}`)).body.loaders[0];
    expect(loader.totalChunks).toBe(2);
    expect(
      (
        await call('PUT', `/document-store/chunks/${storeId}/${saved.body.id}/${randomUUID()}`, {
          pageContent: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/document-store/chunks/${storeId}/${saved.body.id}/${first.id}`, {
          pageContent: '',
        })
      ).status,
    ).toBe(400);
  });

  it('deletes a loader with its files and chunks', async () => {
    const storeId = await newStore('Delete');
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'fileLoader',
      loaderConfig: { files: dataUri('a.txt', 'Some text') },
    });
    await processed(saved.body.id);
    const res = await call('DELETE', `/document-store/loader/${storeId}/${saved.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: storeId, loaders: [], totalChunks: 0, status: 'EMPTY' });
    const db = harness.server.app.brains.db;
    for (const table of ['document_store_chunk', 'document_store_file'] as const)
      expect(
        await db.selectFrom(table).select('id').where('loader_id', '=', saved.body.id).execute(),
      ).toEqual([]);
    expect((await call('DELETE', `/document-store/loader/${storeId}/${saved.body.id}`)).status).toBe(404);
  });

  it('keeps saved files on re-save by FILE-STORAGE reference and previews them', async () => {
    const storeId = await newStore('Refs');
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'fileLoader',
      loaderConfig: {
        files: JSON.stringify([dataUri('a.txt', 'Alpha text'), dataUri('b.txt', 'Beta text')]),
      },
    });
    const preview = await call('POST', '/document-store/loader/preview', {
      storeId,
      id: saved.body.id,
      loaderId: 'fileLoader',
      loaderConfig: { files: 'FILE-STORAGE::["b.txt"]' },
    });
    expect(preview.body.chunks.map((c: { pageContent: string }) => c.pageContent)).toEqual(['Beta text']);
    const resaved = await call('POST', '/document-store/loader/save', {
      storeId,
      id: saved.body.id,
      loaderId: 'fileLoader',
      loaderConfig: { files: 'FILE-STORAGE::["b.txt"]' },
    });
    expect(resaved.body.files.map((f: { name: string }) => f.name)).toEqual(['b.txt']);
  });
});

describe('components', () => {
  it('lists loaders, splitters and the record manager', async () => {
    const loaders = (await call('GET', '/document-store/components/loaders')).body;
    expect(loaders.map((l: { name: string }) => l.name)).toEqual([
      'fileLoader',
      'plainText',
      'webPage',
      'apiLoader',
    ]);
    const splitters = (await call('GET', '/document-store/components/splitters')).body;
    expect(splitters).toHaveLength(6);
    const rm = (await call('GET', '/document-store/components/recordmanager')).body;
    expect(rm[0].name).toBe('contentHashRecordManager');
  });
});

describe('loader bad input leaves the store unchanged', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    [
      'unsupported type',
      { loaderId: 'fileLoader', loaderConfig: { files: dataUri('x.exe', 'MZ') } },
      'unsupported file type',
    ],
    ['empty file', { loaderId: 'fileLoader', loaderConfig: { files: dataUri('e.txt', '') } }, 'is empty'],
    [
      'corrupt PDF',
      { loaderId: 'fileLoader', loaderConfig: { files: dataUri('c.pdf', '%PDF-1.7 garbage') } },
      'corrupt',
    ],
    ['no files', { loaderId: 'fileLoader', loaderConfig: {} }, 'add at least one file'],
    ['unknown loader', { loaderId: 'nope' }, 'unknown loader'],
    [
      'unknown splitter',
      { loaderId: 'plainText', loaderConfig: { text: 'x' }, splitterId: 'nope' },
      'unknown splitter',
    ],
    [
      'overlap too big',
      {
        loaderId: 'plainText',
        loaderConfig: { text: 'x' },
        splitterId: 'tokenTextSplitter',
        splitterConfig: { chunkSize: 10, chunkOverlap: 20 },
      },
      'chunkOverlap',
    ],
    [
      'private URL',
      { loaderId: 'webPage', loaderConfig: { url: 'http://169.254.169.254/latest/meta-data' } },
      'blocked',
    ],
    ['not a URL', { loaderId: 'apiLoader', loaderConfig: { url: 'file:///etc/passwd' } }, 'loaderConfig.url'],
    ['bad metadata', { loaderId: 'plainText', loaderConfig: { text: 'x', metadata: '{nope' } }, 'metadata'],
  ];
  it.each(bad)('%s: 400 on preview, and save or process writes nothing', async (_name, body, message) => {
    const storeId = await newStore('Bad');
    const preview = await call('POST', '/document-store/loader/preview', { storeId, ...body });
    expect(preview.status, preview.text).toBe(400);
    expect(preview.body.message).toContain(message);
    const saved = await call('POST', '/document-store/loader/save', { storeId, ...body });
    if (saved.status === 200) {
      // URLs and metadata are only read when loading: processing fails, chunks stay as they were.
      const { job } = await processed(saved.body.id);
      expect(job.status).toBe('failed');
      expect(job.message).toContain(message);
      const store = (await call('GET', `/document-store/store/${storeId}`)).body;
      expect(store.totalChunks).toBe(0);
      expect(store.loaders[0]).toMatchObject({ status: 'ERROR', error: job.message });
    } else {
      expect(saved.status).toBe(400);
      expect((await call('GET', `/document-store/store/${storeId}`)).body.loaders).toEqual([]);
    }
  });

  it('a failed re-process keeps the previous chunks', async () => {
    const storeId = await newStore('Keep');
    const saved = await call('POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: paragraphs(2) },
      ...splitter,
    });
    await processed(saved.body.id);
    // Allowed, but nothing listens there: the page fails while the job loads it.
    process.env.HTTP_ALLOW_PRIVATE = '127.0.0.1';
    try {
      const { job } = await processed(saved.body.id, {
        loaderId: 'webPage',
        loaderConfig: { url: 'http://127.0.0.1:9/' },
      });
      expect(job.status).toBe('failed');
      expect(job.message).toContain('127.0.0.1');
    } finally {
      delete process.env.HTTP_ALLOW_PRIVATE;
    }
    const page = (await call('GET', `/document-store/chunks/${storeId}/${saved.body.id}/1`)).body;
    expect(page.count).toBe(2);
  });

  it('refuses an upload over the limit with 413 before reading it', async () => {
    const storeId = await newStore('Big');
    // Announces 200 MB and sends a few bytes: the answer must come from the length alone.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${harness.server.url}/api/v1/document-store/loader/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(JSON.stringify({ storeId, loaderId: 'plainText' }));
    });
    expect(status).toBe(413);
    expect((await call('GET', `/document-store/store/${storeId}`)).body.loaders).toEqual([]);
  });

  it('refuses another workspace’s store, loader and chunks with 404', async () => {
    const storeId = await newStore('Theirs', 'ws-x');
    const saved = await call(
      'POST',
      '/document-store/loader/save',
      { storeId, loaderId: 'plainText', loaderConfig: { text: 'secret text' } },
      'ws-x',
    );
    const body = { storeId, loaderId: 'plainText', loaderConfig: { text: 'x' } };
    expect((await call('POST', '/document-store/loader/preview', body, 'ws-y')).status).toBe(404);
    expect((await call('POST', '/document-store/loader/save', body, 'ws-y')).status).toBe(404);
    expect(
      (await call('POST', `/document-store/loader/process/${saved.body.id}`, undefined, 'ws-y')).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/document-store/loader/${storeId}/${saved.body.id}`, undefined, 'ws-y')).status,
    ).toBe(404);
    expect((await call('GET', `/document-store/chunks/${storeId}/all/1`, undefined, 'ws-y')).status).toBe(
      404,
    );
  });
});
