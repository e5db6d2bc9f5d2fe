import { describe, expect, it } from 'vitest';
import { waitForJob } from './storeHarness.ts';
import { contentHash, insertChunks } from './insertChunks.ts';
import { vectorHarness } from './vectorHarness.ts';

const h = vectorHarness();

const TEXTS = [
  'Cats purr when they are content and sleep most of the day',
  'The invoice is due thirty days after delivery',
  'Dogs bark at the postman every morning',
  'Refunds are paid back to the original card within five days',
];

/** Upserts the store with the test embeddings and waits for the job. */
async function upsert(storeId: string, extra: Record<string, unknown> = {}, workspace?: string) {
  const res = await h.call(
    'POST',
    '/document-store/vectorstore/insert',
    { storeId, ...h.embedding(), ...extra },
    workspace,
  );
  expect(res.status, res.text).toBe(202);
  expect(res.body).toMatchObject({ storeId, kind: 'upsert' });
  return waitForJob(h.call, res.body.id, workspace);
}

const vectorCount = async (storeId: string) =>
  Number(
    (
      await h.server.app.brains.db
        .selectFrom('document_store_vector')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('document store vectors', () => {
  it('lists the embeddings providers and the built-in vector store', async () => {
    const emb = await h.call('GET', '/document-store/components/embeddings');
    expect(emb.status).toBe(200);
    expect(emb.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'openAIEmbeddings',
        'azureOpenAIEmbeddings',
        'ollamaEmbeddings',
        'openAICompatibleEmbeddings',
      ]),
    );
    expect(emb.body[0]).toMatchObject({ category: 'Embeddings', credential: { type: 'credential' } });
    const vs = await h.call('GET', '/document-store/components/vectorstore');
    expect(vs.body).toEqual([expect.objectContaining({ name: 'pgvector', category: 'Vector Stores' })]);
  });

  it('upserts as a job, queries nearest chunks with scores, and skips unchanged chunks next time', async () => {
    const { storeId, chunkIds } = await h.storeWithChunks(TEXTS);
    const job = await upsert(storeId);
    expect(job).toMatchObject({ status: 'succeeded', done: 4, total: 4 });
    expect(job.result).toMatchObject({ numAdded: 4, numSkipped: 0, totalChunks: 4, dims: 64 });
    const store = (await h.call('GET', `/document-store/store/${storeId}`)).body;
    expect(store.status).toBe('UPSERTED');
    expect(store.embeddingConfig).toEqual({
      name: 'openAICompatibleEmbeddings',
      config: { basepath: h.llm.baseURL, modelName: 'words-64' },
    });
    expect(store.vectorStoreConfig).toEqual({ name: 'pgvector', config: {} });

    const q = await h.call('POST', '/document-store/vectorstore/query', {
      storeId,
      query: 'when are refunds paid back to the card',
      topK: 2,
    });
    expect(q.status, q.text).toBe(200);
    expect(q.body.docs).toHaveLength(2);
    expect(q.body.docs[0]).toMatchObject({
      id: chunkIds[3],
      pageContent: TEXTS[3],
      metadata: { source: 'test', n: 3 },
    });
    expect(q.body.docs[0].score).toBeGreaterThan(q.body.docs[1].score);
    expect(typeof q.body.timeTaken).toBe('number');
    const threshold = await h.call('POST', '/document-store/vectorstore/query', {
      storeId,
      query: 'when are refunds paid back to the card',
      scoreThreshold: 0.99,
    });
    expect(threshold.body.docs).toEqual([]);

    // unchanged chunks are not embedded again; an edited one is
    const db = h.server.app.brains.db;
    const edited = 'Cats purr loudly';
    await db
      .updateTable('document_store_chunk')
      .set({ page_content: edited, content_hash: contentHash(edited) })
      .where('id', '=', chunkIds[0]!)
      .execute();
    h.llm.reset();
    const again = await upsert(storeId);
    expect(again.result).toMatchObject({ numAdded: 0, numUpdated: 1, numSkipped: 3 });
    const embedded = h.llm.requests.filter((r) => r.path === '/v1/embeddings').flatMap((r) => r.body.input);
    expect(embedded).toEqual([edited]);
    expect(await vectorCount(storeId)).toBe(4);
    // a deleted chunk takes its vector with it
    await db.deleteFrom('document_store_chunk').where('id', '=', chunkIds[1]!).execute();
    expect(await vectorCount(storeId)).toBe(3);
  });

  it('mmr re-ranks the nearest chunks so near-duplicates do not crowd out the rest', async () => {
    const dup = 'Refunds are paid back to the original card';
    const { storeId } = await h.storeWithChunks([
      dup,
      `${dup}.`,
      `${dup}!`,
      'Dogs bark at the postman every morning',
    ]);
    expect((await upsert(storeId)).status).toBe('succeeded');
    const ask = (extra: Record<string, unknown>) =>
      h.call('POST', '/document-store/vectorstore/query', {
        storeId,
        query: 'refunds paid to the card',
        topK: 2,
        ...extra,
      });
    const plain = (await ask({})).body.docs.map((d: { pageContent: string }) => d.pageContent);
    expect(plain.every((t: string) => t.startsWith(dup))).toBe(true);
    for (const extra of [{ mmr: true }, { searchType: 'mmr' }]) {
      const diverse = (await ask(extra)).body.docs.map((d: { pageContent: string }) => d.pageContent);
      expect(diverse).toHaveLength(2);
      expect(diverse[0].startsWith(dup)).toBe(true);
      expect(diverse[1]).toBe('Dogs bark at the postman every morning');
    }
  });

  it('docId upserts one loader of the store', async () => {
    const { storeId, workspaceId } = await h.storeWithChunks(TEXTS);
    const second = await insertChunks(h.server.app.brains.db, storeId, workspaceId, ['Only this one']);
    const job = await upsert(storeId, { docId: second.loaderId });
    expect(job.result).toMatchObject({ numAdded: 1, totalChunks: 1 });
    expect(await vectorCount(storeId)).toBe(1);
    const whole = await upsert(storeId);
    expect(whole.result).toMatchObject({ numAdded: 4, numSkipped: 1 });
    const foreign = await h.call('POST', '/document-store/vectorstore/insert', {
      storeId,
      docId: '00000000-0000-4000-8000-000000000000',
      ...h.embedding(),
    });
    expect(foreign.status).toBe(404);
  });

  it('retries 429 and 500 answers, and a failure half-way leaves the previous vectors intact', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `chunk number ${i} about topic ${i % 7}`);
    const { storeId } = await h.storeWithChunks(texts);
    h.llm.failEmbeddings([429, 500]);
    const first = await upsert(storeId);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first.result).toMatchObject({ numAdded: 70 });
    const before = (await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'topic 3' }))
      .body.docs;

    // every chunk changed; the first batch (64) embeds, then the server fails for good
    const db = h.server.app.brains.db;
    await db
      .updateTable('document_store_chunk')
      .set((eb) => ({ content_hash: eb.fn('md5', ['page_content']) }))
      .where('store_id', '=', storeId)
      .execute();
    h.llm.failEmbeddings([null], 500);
    const failed = await upsert(storeId);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^OpenAI-compatible Embeddings failed: .*500/);
    h.llm.failEmbeddings([]);
    const after = (await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'topic 3' }))
      .body.docs;
    expect(after).toEqual(before);
    // no staged rows are left behind
    expect(await vectorCount(storeId)).toBe(70);
    const store = (await h.call('GET', `/document-store/store/${storeId}`)).body;
    expect(store.status).toBe('UPSERTED');
  });

  it('a cancelled upsert keeps the previous vectors and status; its staged vectors are dropped', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `cancel chunk ${i} about subject ${i % 4}`);
    const { storeId } = await h.storeWithChunks(texts);
    expect(await upsert(storeId)).toMatchObject({ status: 'succeeded', result: { numAdded: 20 } });
    const before = (
      await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'subject 2' })
    ).body.docs;
    await h.server.app.brains.db
      .updateTable('document_store_chunk')
      .set((eb) => ({ content_hash: eb.fn('md5', ['page_content']) }))
      .where('store_id', '=', storeId)
      .execute();
    const hold = h.llm.holdEmbeddings();
    try {
      const started = await h.call('POST', '/document-store/vectorstore/insert', {
        storeId,
        ...h.embedding(),
      });
      expect(started.status, started.text).toBe(202);
      const jobId = started.body.id as string;
      // the job is embedding (its request reached the model server) when it is cancelled
      await expect.poll(() => hold.held()).toBeGreaterThan(0);
      expect((await h.call('GET', `/document-store/store/${storeId}`)).body.status).toBe('UPSERTING');
      const cancelled = await h.call('POST', `/document-store/jobs/${jobId}/cancel`);
      expect(cancelled.status, cancelled.text).toBe(200);
      hold.release();
      expect(await waitForJob(h.call, jobId)).toMatchObject({ status: 'cancelled' });
    } finally {
      hold.release();
    }
    const after = (await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'subject 2' }))
      .body.docs;
    expect(after).toEqual(before);
    expect(await vectorCount(storeId)).toBe(20);
    expect((await h.call('GET', `/document-store/store/${storeId}`)).body.status).toBe('UPSERTED');
  });

  it('a bad credential (401) fails naming the provider; a query answers 400', async () => {
    const { storeId } = await h.storeWithChunks(TEXTS);
    h.llm.failEmbeddings([401]);
    const job = await upsert(storeId);
    expect(job.status).toBe('failed');
    expect(job.message).toBe(
      "OpenAI-compatible Embeddings refused the credential (401): check the API key of the embeddings' credential",
    );
    expect(await vectorCount(storeId)).toBe(0);
    h.llm.failEmbeddings([401]);
    const q = await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'cats' });
    expect(q.status).toBe(400);
    expect(q.body.message).toMatch(/OpenAI-compatible Embeddings refused the credential \(401\)/);
  });

  it('refuses embeddings of another length while vectors exist, leaving the store unchanged', async () => {
    const { storeId } = await h.storeWithChunks(TEXTS);
    expect((await upsert(storeId)).status).toBe('succeeded');
    const before = (await h.call('GET', `/document-store/store/${storeId}`)).body;
    for (const verb of ['save', 'update', 'insert']) {
      const res = await h.call('POST', `/document-store/vectorstore/${verb}`, {
        storeId,
        embeddingName: 'openAICompatibleEmbeddings',
        embeddingConfig: { basepath: h.llm.baseURL, modelName: 'words-32' },
      });
      expect(res.status, verb).toBe(400);
      expect(res.body.message).toMatch(/give 32 dimensions but the store's 4 vectors have 64/);
    }
    expect((await h.call('GET', `/document-store/store/${storeId}`)).body).toEqual(before);
    expect(await vectorCount(storeId)).toBe(4);

    // after deleting the vectors the new embeddings are accepted
    const del = await h.call('DELETE', `/document-store/vectorstore/${storeId}`);
    expect(del.body).toEqual({ deleted: 4 });
    const cleared = (await h.call('GET', `/document-store/store/${storeId}`)).body;
    expect(cleared).toMatchObject({ embeddingConfig: null, vectorStoreConfig: null, status: 'SYNC' });
    const noConfig = await h.call('POST', '/document-store/vectorstore/query', { storeId, query: 'cats' });
    expect(noConfig.status).toBe(400);
    expect(noConfig.body.message).toMatch(/has no embeddings configured/);
    const saved = await h.call('POST', '/document-store/vectorstore/save', {
      storeId,
      ...h.embedding(32),
      vectorStoreConfig: { topK: 1 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.vectorStoreConfig).toEqual({ name: 'pgvector', config: { topK: 1 } });
  });

  it('bad input answers 400 naming the field; another workspace gets 404', async () => {
    const { storeId } = await h.storeWithChunks(TEXTS);
    const bad = await h.call('POST', '/document-store/vectorstore/insert', {
      storeId,
      embeddingName: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/embeddingName/);
    const vs = await h.call('POST', '/document-store/vectorstore/save', {
      storeId,
      ...h.embedding(),
      vectorStoreName: 'pinecone',
    });
    expect(vs.status).toBe(400);
    expect(vs.body.message).toMatch(/vectorStoreName/);
    const noQuery = await h.call('POST', '/document-store/vectorstore/query', { storeId });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.message).toMatch(/query/);
    // inline keys are not kept in the store (they belong in credentials)
    const inline = await h.call('POST', '/document-store/vectorstore/save', {
      storeId,
      embeddingName: 'openAICompatibleEmbeddings',
      embeddingConfig: { basepath: h.llm.baseURL, modelName: 'words-64', apiKey: 'sk-inline' },
    });
    expect(inline.text).not.toContain('sk-inline');

    expect((await upsert(storeId)).status).toBe('succeeded');
    for (const [method, path, body] of [
      ['POST', '/document-store/vectorstore/query', { storeId, query: 'cats' }],
      ['POST', '/document-store/vectorstore/insert', { storeId, ...h.embedding() }],
      ['POST', '/document-store/vectorstore/save', { storeId, ...h.embedding() }],
      ['DELETE', `/document-store/vectorstore/${storeId}`, undefined],
    ] as const) {
      const res = await h.call(method, path, body, 'elsewhere');
      expect(res.status, path).toBe(404);
    }
    expect(await vectorCount(storeId)).toBe(4);
  });
});
