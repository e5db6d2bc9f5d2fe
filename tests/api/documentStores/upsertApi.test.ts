import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { workspaceHeader } from '../workspaceHeader.ts';
import { vectorHarness } from './vectorHarness.ts';

const h = vectorHarness();

const TEXT = [
  'Cats purr when they are content.',
  'Refunds are paid back to the original card within five days.',
  'The invoice is due thirty days after delivery.',
].join('\n\n');

const splitter = {
  name: 'characterTextSplitter',
  config: { chunkSize: 70, chunkOverlap: 0, separator: '\n\n' },
};

/** A multipart POST with `fields` as text and `files` as uploads. */
async function multipart(
  path: string,
  fields: Record<string, unknown>,
  files: { name: string; text: string }[],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const f of files) form.append('files', new Blob([f.text], { type: 'text/plain' }), f.name);
  const res = await h.server.fetch(`/api/v1${path}`, {
    method: 'POST',
    body: form,
    headers: workspaceHeader(),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

const query = async (storeId: string, q: string) =>
  (await h.call('POST', '/document-store/vectorstore/query', { storeId, query: q, topK: 1 })).body.docs;

describe('upsert API', () => {
  it('JSON: creates a store and a plain-text loader, processes and embeds it in one call', async () => {
    const res = await h.call('POST', `/document-store/upsert/${randomUUID()}`, {
      createNewDocStore: true,
      docStore: { name: 'Made by a script' },
      loader: { name: 'plainText', config: { text: TEXT } },
      splitter,
      embedding: { name: 'openAICompatibleEmbeddings', config: h.embedding().embeddingConfig },
      metadata: { team: 'billing' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ numAdded: 3, numSkipped: 0, chunks: { added: 3 } });
    const store = (await h.call('GET', `/document-store/store/${res.body.storeId}`)).body;
    expect(store).toMatchObject({ name: 'Made by a script', status: 'UPSERTED', totalChunks: 3 });
    expect(store.loaders[0].id).toBe(res.body.docId);
    const [doc] = await query(res.body.storeId, 'refunds paid back to the original card');
    expect(doc).toMatchObject({
      pageContent: 'Refunds are paid back to the original card within five days.',
    });
    expect(doc.metadata).toMatchObject({ team: 'billing' });

    // the same loader again: nothing new to embed
    const again = await h.call('POST', `/document-store/upsert/${res.body.storeId}`, {
      docId: res.body.docId,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ numAdded: 0, numSkipped: 3, docId: res.body.docId });
    // refresh processes every loader again and embeds what changed (nothing)
    const refreshed = await h.call('POST', `/document-store/refresh/${res.body.storeId}`);
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body).toMatchObject({ numAdded: 0, numSkipped: 3, chunks: { kept: 3 } });
  });

  it('multipart: uploaded files into an existing store; /vector/upsert goes through a flow that searches it', async () => {
    const { storeId } = await h.storeWithChunks([]);
    const res = await multipart(
      `/document-store/upsert/${storeId}`,
      {
        loader: { name: 'fileLoader' },
        splitter,
        embedding: { name: 'openAICompatibleEmbeddings', config: h.embedding().embeddingConfig },
      },
      [{ name: 'policies.txt', text: TEXT }],
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ numAdded: 3, storeId });

    const flowId = randomUUID();
    const flowData = JSON.stringify({
      nodes: [
        {
          id: 'r',
          data: {
            name: 'retrieverAgentflow',
            inputs: { retrieverKnowledgeDocumentStores: [{ documentStore: storeId }] },
          },
        },
      ],
      edges: [],
    });
    await h.server.app.brains.db
      .insertInto('chat_flow')
      .values({
        id: flowId,
        workspace_id: 'default',
        name: 'Uses the store',
        flow_data: flowData,
        type: 'AGENTFLOW',
      })
      .execute();
    const viaFlow = await multipart(`/vector/upsert/${flowId}`, { loader: { name: 'fileLoader' } }, [
      { name: 'more.txt', text: 'Dogs bark at the postman every morning.' },
    ]);
    expect(viaFlow.status, viaFlow.text).toBe(200);
    expect(viaFlow.body).toMatchObject({ numAdded: 1, storeId });
    const [doc] = await query(storeId, 'dogs bark at the postman');
    expect(doc.pageContent).toBe('Dogs bark at the postman every morning.');

    const other = await h.call('POST', `/vector/upsert/${flowId}`, {}, 'elsewhere');
    expect(other.status).toBe(404);
  });

  it('an embedding provider that keeps failing answers 502 with its reason, never a 500', async () => {
    h.llm.failEmbeddings([], 500);
    try {
      const res = await h.call('POST', `/document-store/upsert/${randomUUID()}`, {
        createNewDocStore: true,
        docStore: { name: 'Provider down' },
        loader: { name: 'plainText', config: { text: TEXT } },
        splitter,
        embedding: { name: 'openAICompatibleEmbeddings', config: h.embedding().embeddingConfig },
      });
      expect(res.status, res.text).toBe(502);
      expect(res.body.message).toMatch(/^OpenAI-compatible Embeddings failed: .*500/);
    } finally {
      h.llm.failEmbeddings([]);
    }
  });

  it('bad input answers 400 naming the field and writes nothing', async () => {
    const { storeId } = await h.storeWithChunks([]);
    const loaders = async () => (await h.call('GET', `/document-store/store/${storeId}`)).body.loaders.length;
    const noEmbedding = await h.call('POST', `/document-store/upsert/${storeId}`, {
      loader: { name: 'plainText', config: { text: TEXT } },
    });
    expect(noEmbedding.status).toBe(400);
    expect(noEmbedding.body.message).toMatch(/^embedding is required/);
    const badLoader = await h.call('POST', `/document-store/upsert/${storeId}`, {
      loader: { name: 'nope' },
      embedding: { name: 'openAICompatibleEmbeddings', config: h.embedding().embeddingConfig },
    });
    expect(badLoader.status).toBe(400);
    const badJson = await multipart(`/document-store/upsert/${storeId}`, { loader: '{not json' }, []);
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('loader must be a JSON object');
    expect(await loaders()).toBe(1);
    const stores = (await h.call('GET', '/document-store/store')).body.length;
    const failedNew = await h.call('POST', `/document-store/upsert/${storeId}`, {
      createNewDocStore: true,
      loader: { name: 'plainText', config: { text: TEXT } },
    });
    expect(failedNew.status).toBe(400);
    expect((await h.call('GET', '/document-store/store')).body.length).toBe(stores);
    const noStores = randomUUID();
    await h.server.app.brains.db
      .insertInto('chat_flow')
      .values({
        id: noStores,
        workspace_id: 'default',
        name: 'No store',
        flow_data: '{"nodes":[],"edges":[]}',
        type: 'AGENTFLOW',
      })
      .execute();
    const flowless = await h.call('POST', `/vector/upsert/${noStores}`, {});
    expect(flowless.status).toBe(400);
    expect(flowless.body.message).toMatch(/searches no document store/);
  });
});
