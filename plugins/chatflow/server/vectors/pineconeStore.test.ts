import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { startPineconeTestServer } from '../../../../tests/vectors/pineconeTestServer.ts';
import { testRun } from '../componentTestKit.ts';
import type { DocumentsInstance, RetrieverInstance } from '../componentTypes.ts';
import { embeddingsComponent } from '../embeddings/embeddingsComponent.ts';
import { pineconeStore } from './pineconeStore.ts';

const [openai, pinecone] = await Promise.all([
  startOpenAITestServer(),
  startPineconeTestServer('pc-key', ['facts']),
]);
afterAll(() => Promise.all([openai.close(), pinecone.close()]));
beforeEach(() => {
  openai.reset();
  pinecone.requests.length = 0;
});

const signal = new AbortController().signal;
const docs: DocumentsInstance = {
  kind: 'documents',
  docs: [
    { pageContent: 'Apple sells the iPhone and the Mac.', metadata: { source: 'apple' } },
    { pageContent: 'Tesla builds electric cars and batteries.', metadata: { source: 'tesla' } },
    { pageContent: 'Apple services include the App Store.', metadata: { source: 'apple' } },
  ],
};

async function build(inputs: Record<string, unknown>, credential = { pineconeApiKey: 'pc-key' }) {
  const t = testRun({
    credential,
    services: { modelBaseURL: { openAIEmbeddings: openai.baseURL, pinecone: pinecone.url } },
  });
  const embeddings = await t.build('openAIEmbeddings', embeddingsComponent('openAIEmbeddings'), {
    modelName: 'words-64',
  });
  return (await t.build('pinecone', pineconeStore, {
    embeddings,
    pineconeIndex: 'facts',
    ...inputs,
  })) as RetrieverInstance;
}

describe('pinecone', () => {
  it('upserts connected documents into the namespace, then queries with the metadata filter', async () => {
    const retriever = await build({
      document: [docs],
      pineconeNamespace: 'form10k',
      pineconeMetadataFilter: '{"source":"apple"}',
      topK: 2,
    });
    const stored = pinecone.indexes.get('facts')?.get('form10k') ?? [];
    expect(stored).toHaveLength(3);
    expect(stored[0]?.metadata).toEqual({ source: 'apple', text: 'Apple sells the iPhone and the Mac.' });

    const found = await retriever.retrieve('What does Apple sell?', signal);
    expect(found.map((d) => d.metadata.source)).toEqual(['apple', 'apple']);
    expect(found[0]?.pageContent).toBe('Apple sells the iPhone and the Mac.');
    const query = pinecone.requests.find((r) => r.path === '/query');
    expect(query?.body).toMatchObject({
      topK: 2,
      namespace: 'form10k',
      filter: { source: 'apple' },
      includeMetadata: true,
    });
    expect(query?.apiKey).toBe('pc-key');
  });

  it('MMR search fetches Fetch K candidates with their vectors and keeps Top K', async () => {
    const retriever = await build({
      document: [docs],
      pineconeNamespace: 'mmr',
      searchType: 'mmr',
      fetchK: 3,
      topK: 2,
    });
    const found = await retriever.retrieve('Apple iPhone', signal);
    expect(found).toHaveLength(2);
    expect(pinecone.requests.find((r) => r.path === '/query')?.body).toMatchObject({
      topK: 3,
      includeValues: true,
    });
  });

  it('a wrong key fails with Pinecone’s status', async () => {
    const retriever = await build({ pineconeNamespace: 'x' }, { pineconeApiKey: 'nope' });
    await expect(retriever.retrieve('anything', signal)).rejects.toThrow(/Pinecone answered HTTP 401/);
  });
});
