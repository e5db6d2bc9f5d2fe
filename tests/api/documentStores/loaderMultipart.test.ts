import { describe, expect, it } from 'vitest';
import { workspaceHeader } from '../workspaceHeader.ts';
import { storeServer, waitForJob } from './storeHarness.ts';

const harness = storeServer();
const { call } = harness;

const newStore = async (name: string) =>
  (await call('POST', '/document-store/store', { name })).body.id as string;

/** A multipart POST: `fields` as text (objects as JSON text), `files` as uploads in the given fields. */
async function multipart(
  path: string,
  fields: Record<string, unknown>,
  files: { field?: string; name: string; text: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const f of files)
    form.append(f.field ?? 'files', new Blob([f.text], { type: 'text/markdown' }), f.name);
  const res = await harness.server.fetch(`/api/v1${path}`, {
    method: 'POST',
    body: form,
    headers: workspaceHeader(),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

const notes = ['# Notes', 'First point about refunds.', 'Second point about invoices.'].join('\n\n');
const splitter = {
  splitterId: 'recursiveCharacterTextSplitter',
  splitterConfig: { chunkSize: 40, chunkOverlap: 0 },
};

describe('loader preview, save and process as multipart/form-data', () => {
  it('previews, saves and processes uploaded files without base64', async () => {
    const storeId = await newStore('Multipart');
    // The same file as the JSON body's data URI: both ways must give the same chunks.
    const b64 = Buffer.from(notes).toString('base64');
    const asJson = await call('POST', '/document-store/loader/preview', {
      storeId,
      loaderId: 'fileLoader',
      loaderConfig: { files: `data:text/markdown;base64,${b64},filename:notes.md` },
      ...splitter,
      previewChunkCount: -1,
    });
    expect(asJson.status, asJson.text).toBe(200);
    expect(asJson.body.totalChunks).toBeGreaterThan(1);
    const preview = await multipart(
      '/document-store/loader/preview',
      { storeId, loaderId: 'fileLoader', ...splitter, previewChunkCount: '-1' },
      [{ name: 'notes.md', text: notes }],
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.chunks).toEqual(asJson.body.chunks);

    const saved = await multipart(
      '/document-store/loader/save',
      { storeId, loaderId: 'fileLoader', loaderConfig: { omitMetadataKeys: 'x' }, ...splitter },
      [
        { name: 'notes.md', text: notes },
        { name: 'more.md', text: 'Third point about cats.' },
      ],
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      storeId,
      loaderId: 'fileLoader',
      source: 'notes.md, more.md',
      loaderConfig: { files: 'FILE-STORAGE::["notes.md","more.md"]', omitMetadataKeys: 'x' },
    });

    const processed = await multipart(`/document-store/loader/process/${saved.body.id}`, {
      loaderId: 'fileLoader',
      ...splitter,
      loaderConfig: { files: saved.body.loaderConfig.files },
    });
    expect(processed.status, processed.text).toBe(202);
    const job = await waitForJob(call, processed.body.id);
    expect(job).toMatchObject({ status: 'succeeded', result: { added: asJson.body.totalChunks + 1 } });
  });

  it('answers 400 naming the field, and saves nothing', async () => {
    const storeId = await newStore('Multipart refusals');
    const file: { field?: string; name: string; text: string }[] = [{ name: 'notes.md', text: notes }];
    const cases: [Record<string, unknown>, typeof file, RegExp][] = [
      [
        { storeId, loaderId: 'fileLoader', loaderConfig: '{not json' },
        file,
        /loaderConfig must be JSON text/,
      ],
      [
        { storeId, loaderId: 'fileLoader' },
        [{ ...file[0]!, field: 'upload' }],
        /upload: only the field 'files'/,
      ],
      [
        {
          storeId,
          loaderId: 'fileLoader',
          loaderConfig: { files: 'data:text/plain;base64,eA==,filename:x.txt' },
        },
        file,
        /loaderConfig\.files: send the files either/,
      ],
      [{ loaderId: 'fileLoader' }, file, /storeId/],
      [{ storeId, loaderId: 'fileLoader', previewChunkCount: 'many' }, file, /previewChunkCount/],
      [{ storeId, loaderId: 'fileLoader' }, [], /loaderConfig\.files: add at least one file/],
    ];
    for (const [fields, files, message] of cases) {
      const res = await multipart('/document-store/loader/save', fields, files);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await call('GET', `/document-store/store/${storeId}`)).body.loaders).toEqual([]);
  });
});
