import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { loaderComponent } from '../documents/loaderComponents.ts';
import { splitterComponent } from '../documents/splitterComponent.ts';
import { embeddingsComponent } from '../embeddings/embeddingsComponent.ts';
import { dataUri, testRun } from '../componentTestKit.ts';
import type { RetrieverInstance, VectorStoreInstance } from '../componentTypes.ts';
import { memoryVectorStore } from './memoryVectorStore.ts';
import { vectorStoreRetriever } from './vectorStoreRetriever.ts';

const server = await startOpenAITestServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const FACTS = [
  'Penguins live in the southern hemisphere and cannot fly.',
  'The Eiffel Tower is in Paris and was finished in 1889.',
  'Photosynthesis turns sunlight, water and carbon dioxide into sugar.',
].join('\n\n');

describe('memoryVectorStore', () => {
  it('embeds a text file split into chunks and finds the nearest chunk for a query', async () => {
    const t = testRun({ services: { modelBaseURL: { openAIEmbeddings: server.baseURL } } });
    const splitter = await t.build(
      'recursiveCharacterTextSplitter',
      splitterComponent('recursiveCharacterTextSplitter'),
      {
        chunkSize: 80,
        chunkOverlap: '',
      },
    );
    const docs = await t.build('textFile', loaderComponent('textFile'), {
      txtFile: dataUri('facts.txt', FACTS),
      textSplitter: splitter,
      metadata: '{"topic":"facts"}',
    });
    expect(docs).toMatchObject({ kind: 'documents' });
    expect((docs as { docs: unknown[] }).docs).toHaveLength(3);
    const embeddings = await t.build(
      'openAIEmbeddings',
      embeddingsComponent('openAIEmbeddings'),
      {
        modelName: 'words-64',
      },
      { credential: 'cred-openai' },
    );
    const retriever = (await t.build('memoryVectorStore', memoryVectorStore, {
      document: [docs],
      embeddings,
      topK: 1,
    })) as RetrieverInstance;

    const found = await retriever.retrieve('Where is the Eiffel Tower?', new AbortController().signal);
    expect(found).toHaveLength(1);
    expect(found[0]?.pageContent).toContain('Eiffel Tower is in Paris');
    expect(found[0]?.metadata).toMatchObject({ source: 'facts.txt', topic: 'facts' });
    expect(found[0]?.score).toBeGreaterThan(0);
    // three chunks embedded at build, one query after
    expect(server.requests.map((r) => (r.body.input as string[]).length)).toEqual([3, 1]);
    // the embedding tokens count in the run's usage, with the model that used them
    expect(t.usages).toEqual([
      expect.objectContaining({ inputTokens: 3, provider: 'openAIEmbeddings', model: 'words-64' }),
      expect.objectContaining({ inputTokens: 1, provider: 'openAIEmbeddings', model: 'words-64' }),
    ]);
  });

  it('hands its store to a Vector Store Retriever when the Vector Store output is chosen', async () => {
    const t = testRun({ services: { modelBaseURL: { openAIEmbeddings: server.baseURL } } });
    const docs = await t.build('plainText', loaderComponent('plainText'), { text: FACTS });
    const embeddings = await t.build('openAIEmbeddings', embeddingsComponent('openAIEmbeddings'), {
      modelName: 'words-64',
    });
    const store = (await t.build(
      'memoryVectorStore',
      memoryVectorStore,
      { document: [docs], embeddings },
      { outputs: { output: 'vectorStore' } },
    )) as VectorStoreInstance;
    expect(store.kind).toBe('vectorStore');
    const retriever = (await t.build('vectorStoreRetriever', vectorStoreRetriever, {
      vectorStore: store,
      topK: 2,
    })) as RetrieverInstance;
    const found = await retriever.retrieve('penguins fly', new AbortController().signal);
    expect(found).toHaveLength(1); // plain text is one document
    expect(found[0]?.pageContent).toBe(FACTS);
  });
});
