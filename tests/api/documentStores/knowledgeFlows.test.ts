import { beforeAll, describe, expect, it } from 'vitest';
import { engineHarness, node as n } from '../engineHarness.ts';
import { enginePredict } from '../enginePredict.ts';
import { insertChunks } from './insertChunks.ts';

const h = engineHarness();
const { predict } = enginePredict(h);

const TEXTS = [
  'Cats purr when they are content and sleep most of the day',
  'Refunds are paid back to the original card within five days',
  'The invoice is due thirty days after delivery',
];

let storeId = '';

/** The document store the flows search: three chunks, upserted with the test server's embeddings. */
beforeAll(async () => {
  const created = await h.call('POST', '/document-store/store', { name: 'Policies' });
  expect(created.status).toBe(201);
  storeId = created.body.id;
  await insertChunks(h.server.app.brains.db, storeId, created.body.workspaceId, TEXTS);
  const insert = await h.call('POST', '/document-store/vectorstore/insert', {
    storeId,
    embeddingName: 'openAICompatibleEmbeddings',
    embeddingConfig: { basepath: h.llm.baseURL, modelName: 'words-64' },
  });
  expect(insert.status, insert.text).toBe(202);
  for (;;) {
    const job = await h.call('GET', `/document-store/jobs/${insert.body.id}`);
    if (job.body.status === 'succeeded') break;
    if (job.body.status !== 'queued' && job.body.status !== 'running') throw new Error(job.text);
    await new Promise((r) => setTimeout(r, 50));
  }
});

interface Executed {
  nodeId: string;
  data: { output: Record<string, unknown> };
}
const outputOf = (body: { agentFlowExecutedData: Executed[] }, nodeId: string) =>
  body.agentFlowExecutedData.find((e) => e.nodeId === nodeId)?.data.output ?? {};
const chatRequests = () => h.llm.requests.filter((r) => r.path.endsWith('/chat/completions'));

describe('flows retrieve from document stores', () => {
  it('Retriever node: the nearest passages, as text and as source documents with scores', async () => {
    const flow = await h.createFlowFromStart(
      n('retrieverAgentflow_0', 'retrieverAgentflow', {
        retrieverKnowledgeDocumentStores: [{ documentStore: storeId }],
        retrieverQuery: '{{question}}',
      }),
    );
    const res = await predict(flow, { question: 'are refunds paid back to the original card' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text.split('\n\n')[0]).toBe(`[source: test]\n${TEXTS[1]}`);
    const out = outputOf(res.body, 'retrieverAgentflow_0');
    const docs = out.sourceDocuments as { pageContent: string; metadata: unknown; score: number }[];
    expect(docs[0]).toMatchObject({ pageContent: TEXTS[1], metadata: { source: 'test', n: 1 } });
    expect(docs[0]!.score).toBeGreaterThan(docs[1]!.score);
    // the chat keeps them with the answer
    const row = await h.server.app.brains.db
      .selectFrom('chat_message')
      .select('source_documents')
      .where('id', '=', res.body.chatMessageId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.source_documents ?? '[]')[0]).toMatchObject({ pageContent: TEXTS[1] });
  });

  it('Agent knowledge (document stores): a search tool whose passages reach the model and the chat', async () => {
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentKnowledgeDocumentStores: [
          { documentStore: storeId, docStoreDescription: 'Company policies', returnSourceDocuments: true },
        ],
      }),
    );
    h.llm.enqueue(
      { toolCalls: [{ name: 'search_documents_1', arguments: { query: 'refund card' } }] },
      { text: 'Refunds take five days.' },
    );
    const res = await predict(flow, { question: 'how long do refunds take?' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('Refunds take five days.');
    const [first, second] = chatRequests();
    expect(first?.body.tools?.[0]?.function).toMatchObject({
      name: 'search_documents_1',
      description: 'Company policies',
    });
    const toolMsg = second?.body.messages?.find((m) => m.role === 'tool');
    expect(String(toolMsg?.content)).toContain(TEXTS[1]);
    const out = outputOf(res.body, 'agentAgentflow_0');
    expect((out.sourceDocuments as { pageContent: string }[])[0]?.pageContent).toBe(TEXTS[1]);
    expect(typeof (out.sourceDocuments as { score: number }[])[0]?.score).toBe('number');
  });

  it('Agent knowledge (vector store + embeddings): the query embedded with the chosen embeddings', async () => {
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentKnowledgeVSEmbeddings: [
          {
            vectorStore: 'pgvector',
            vectorStoreConfig: { documentStore: storeId, topK: 1 },
            embeddingModel: 'openAICompatibleEmbeddings',
            embeddingModelConfig: { basepath: h.llm.baseURL, modelName: 'words-64' },
            knowledgeName: 'billing',
            knowledgeDescription: 'Invoices and payment terms',
          },
        ],
      }),
    );
    h.llm.enqueue(
      { toolCalls: [{ name: 'billing_1', arguments: { query: 'when is the invoice due' } }] },
      { text: 'Thirty days.' },
    );
    const res = await predict(flow, { question: 'invoice terms?' });
    expect(res.status, res.text).toBe(200);
    const toolMsg = chatRequests()[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(String(toolMsg?.content)).toBe(`[source: test]\n${TEXTS[2]}`);
    // without returnSourceDocuments the passages stay in the trace only
    const out = outputOf(res.body, 'agentAgentflow_0');
    expect(out.sourceDocuments).toBeUndefined();
    expect((out.retrievedDocuments as { pageContent: string }[]).map((d) => d.pageContent)).toEqual([
      TEXTS[2],
    ]);
  });
});
