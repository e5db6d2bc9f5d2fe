import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { testRun } from '../componentTestKit.ts';
import type { RetrieverInstance } from '../componentTypes.ts';
import { embeddingsComponent } from '../embeddings/embeddingsComponent.ts';
import { faissStore } from './faissStore.ts';

const openai = await startOpenAITestServer();
const dataDir = mkdtempSync(join(tmpdir(), 'faiss-'));
afterAll(async () => {
  await openai.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => openai.reset());

const docsOf = (...texts: string[]) => ({
  kind: 'documents',
  docs: texts.map((pageContent) => ({ pageContent, metadata: { source: 'notes' } })),
});
const embedCalls = () => openai.requests.map((r) => (r.body.input as string[]).length);

async function faiss(inputs: Record<string, unknown>) {
  const t = testRun({ services: { dataDir, modelBaseURL: { openAIEmbeddings: openai.baseURL } } });
  const embeddings = await t.build('openAIEmbeddings', embeddingsComponent('openAIEmbeddings'), {
    modelName: 'words-64',
  });
  return (await t.build('faiss', faissStore, { embeddings, topK: 1, ...inputs })) as RetrieverInstance;
}

describe('faiss', () => {
  it('builds the index under DATA_DIR/faiss/<Base Path>, rebuilds it when the documents change, loads it without documents', async () => {
    const signal = new AbortController().signal;
    const first = await faiss({
      basePath: 'team-notes',
      document: [docsOf('Tea is in the left cupboard', 'The printer is on floor two')],
    });
    expect(embedCalls()).toEqual([2]);
    expect((await first.retrieve('where is the printer', signal))[0]?.pageContent).toBe(
      'The printer is on floor two',
    );
    const saved = JSON.parse(readFileSync(join(dataDir, 'faiss', 'team-notes', 'index.json'), 'utf8'));
    expect(saved.docs).toHaveLength(2);

    openai.reset();
    await faiss({
      basePath: 'team-notes',
      document: [docsOf('Tea is in the left cupboard', 'The printer is on floor two')],
    });
    expect(embedCalls()).toEqual([]); // unchanged documents: the index is reused

    await faiss({ basePath: 'team-notes', document: [docsOf('Coffee is in the right cupboard')] });
    expect(embedCalls()).toEqual([1]); // changed: rebuilt

    openai.reset();
    const loaded = await faiss({ basePath: 'team-notes' });
    expect((await loaded.retrieve('coffee', signal))[0]?.pageContent).toBe('Coffee is in the right cupboard');
  });

  it('keeps Base Path inside the data folder', async () => {
    await expect(faiss({ basePath: '../../etc', document: [docsOf('x')] })).rejects.toThrow(
      /Base Path must stay inside the data folder/,
    );
  });
});
