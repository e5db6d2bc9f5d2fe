import { describe, expect, it } from 'vitest';
import { documentStoreLoader } from '../../../plugins/chatflow/server/documents/documentStoreLoader.ts';
import { testRun } from '../../../plugins/chatflow/server/componentTestKit.ts';
import type {
  DocumentsInstance,
  RetrieverInstance,
} from '../../../plugins/chatflow/server/componentTypes.ts';
import { documentStoreVS } from '../../../plugins/chatflow/server/vectors/documentStoreVS.ts';
import { documentStoreKnowledge } from '../../../plugins/document-stores/server/knowledgeProvider.ts';
import { waitForJob } from './storeHarness.ts';
import { vectorHarness } from './vectorHarness.ts';

const h = vectorHarness();

const TEXTS = [
  'Cats purr when they are content and sleep most of the day',
  'Refunds are paid back to the original card within five days',
  'The invoice is due thirty days after delivery',
];

/** A chatflow run of the store's workspace, searching through the knowledge contribution point. */
function runIn(workspaceId: string) {
  const { db, config } = h.server.app.brains;
  return testRun({
    db,
    workspaceId,
    services: { retrieve: (q) => documentStoreKnowledge.retrieve({ db, config, workspaceId }, q) },
  });
}

describe('chatflow nodes over document stores', () => {
  it('Document Store (Vector): the nearest upserted chunks of the store, with scores', async () => {
    const { storeId, workspaceId } = await h.storeWithChunks(TEXTS);
    const insert = await h.call('POST', '/document-store/vectorstore/insert', { storeId, ...h.embedding() });
    expect(insert.status, insert.text).toBe(202);
    expect(await waitForJob(h.call, insert.body.id)).toMatchObject({ status: 'succeeded' });

    const t = runIn(workspaceId);
    const retriever = (await t.build('documentStoreVS', documentStoreVS, {
      selectedStore: storeId,
      topK: 2,
    })) as RetrieverInstance;
    const found = await retriever.retrieve(
      'are refunds paid back to the original card',
      new AbortController().signal,
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ pageContent: TEXTS[1], metadata: { source: 'test', n: 1 } });
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score!);
  });

  it('Document Store (loader): every chunk of the store as documents, in order; another workspace’s store is refused', async () => {
    const { storeId, workspaceId } = await h.storeWithChunks(TEXTS);
    const docs = (await runIn(workspaceId).build('documentStore', documentStoreLoader, {
      selectedStore: storeId,
    })) as DocumentsInstance;
    expect(docs.kind).toBe('documents');
    expect(docs.docs.map((d) => d.pageContent)).toEqual(TEXTS);
    expect(docs.docs[2]?.metadata).toEqual({ source: 'test', n: 2 });

    await expect(
      runIn('another-workspace').build('documentStore', documentStoreLoader, { selectedStore: storeId }),
    ).rejects.toThrow(/not found/);
  });
});
