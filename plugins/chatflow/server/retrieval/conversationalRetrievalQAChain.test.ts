import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { toolAgent } from '../agents/toolAgent.ts';
import { testChatModel, testMemory, testRun } from '../componentTestKit.ts';
import type { RetrieverInstance, ToolInstance } from '../componentTypes.ts';
import { retrieverTool } from '../tools/retrieverTool.ts';
import { conversationalRetrievalQAChain } from './conversationalRetrievalQAChain.ts';

const server = await startOpenAITestServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const PASSAGES = [
  { pageContent: 'The warranty lasts two years from delivery.', metadata: { source: 'terms.txt' } },
  { pageContent: 'Returns are free within 30 days.', metadata: { source: 'returns.txt' } },
];

/** A retriever that records the queries it was asked. */
function fakeRetriever(): RetrieverInstance & { queries: string[] } {
  const queries: string[] = [];
  return {
    kind: 'retriever',
    queries,
    retrieve: async (query) => {
      queries.push(query);
      return PASSAGES;
    },
  };
}

describe('conversationalRetrievalQAChain', () => {
  it('rephrases a follow-up with the history, retrieves for it, answers from the passages with sourceDocuments', async () => {
    server.enqueue({ text: 'How long is the warranty of the blender?' }, { text: 'Two years.' });
    const t = testRun({ streaming: true });
    const retriever = fakeRetriever();
    const memory = testMemory([
      { role: 'user', content: 'I bought a blender.' },
      { role: 'assistant', content: 'Nice choice.' },
    ]);
    const chain = await t.build('conversationalRetrievalQAChain', conversationalRetrievalQAChain, {
      model: await testChatModel(server.baseURL),
      vectorStoreRetriever: retriever,
      memory,
      returnSourceDocuments: true,
      rephrasePrompt: 'History:\n{chat_history}\nQ: {question}\nStandalone:',
      responsePrompt: 'Use only:\n{context}',
    });
    const answer = await t.answer(
      'conversationalRetrievalQAChain',
      conversationalRetrievalQAChain,
      chain,
      'How long is its warranty?',
    );

    expect(answer.text).toBe('Two years.');
    expect(answer.sourceDocuments).toEqual(PASSAGES);
    expect(retriever.queries).toEqual(['How long is the warranty of the blender?']);
    expect(server.requests[0]?.body.messages?.[0]?.content).toBe(
      'History:\nHuman: I bought a blender.\nAssistant: Nice choice.\nQ: How long is its warranty?\nStandalone:',
    );
    const answering = server.requests[1]?.body;
    expect(answering?.stream).toBe(true);
    expect(answering?.messages?.[0]).toEqual({
      role: 'system',
      content: 'Use only:\nThe warranty lasts two years from delivery.\n\nReturns are free within 30 days.',
    });
    expect(answering?.messages?.at(-1)).toEqual({ role: 'user', content: 'How long is its warranty?' });
    // only the answer streams, not the rephrased question
    expect(t.tokens.join('')).toBe('Two years.');
    expect(memory.saved).toHaveLength(4);
  });

  it('asks the first question as it is and leaves sourceDocuments out unless asked', async () => {
    server.enqueue({ text: 'Free within 30 days.' });
    const t = testRun();
    const retriever = fakeRetriever();
    const chain = await t.build('conversationalRetrievalQAChain', conversationalRetrievalQAChain, {
      model: await testChatModel(server.baseURL),
      vectorStoreRetriever: retriever,
    });
    const answer = await t.answer(
      'conversationalRetrievalQAChain',
      conversationalRetrievalQAChain,
      chain,
      'Returns?',
    );
    expect(answer.text).toBe('Free within 30 days.');
    expect(answer.sourceDocuments).toBeUndefined();
    expect(retriever.queries).toEqual(['Returns?']);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retrieverTool', () => {
  it('lets an agent search a retriever; the passages become the answer’s sourceDocuments', async () => {
    server.enqueue(
      { toolCalls: [{ name: 'search_terms', arguments: { input: 'warranty length' } }] },
      { text: 'The warranty lasts two years.' },
    );
    const t = testRun();
    const retriever = fakeRetriever();
    const tool = (await t.build('retrieverTool', retrieverTool, {
      name: 'search_terms',
      description: 'Searches the shop terms',
      retriever,
      returnSourceDocuments: true,
    })) as ToolInstance;
    expect(tool).toMatchObject({
      kind: 'tool',
      name: 'search_terms',
      description: 'Searches the shop terms',
    });
    const agent = await t.build('toolAgent', toolAgent, {
      tools: [tool],
      model: await testChatModel(server.baseURL),
    });
    const answer = await t.answer('toolAgent', toolAgent, agent, 'How long is the warranty?');

    expect(retriever.queries).toEqual(['warranty length']);
    expect(answer.sourceDocuments).toEqual(PASSAGES);
    expect(answer.usedTools?.[0]).toMatchObject({
      tool: 'search_terms',
      toolInput: { input: 'warranty length' },
    });
    expect(answer.usedTools?.[0]?.toolOutput).toContain(
      '[1] (source: terms.txt)\nThe warranty lasts two years',
    );
    const toolResult = server.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(toolResult?.content).toContain('Returns are free within 30 days.');
  });

  it('keeps its passages out of sourceDocuments unless Return Source Documents is on', async () => {
    const t = testRun();
    const tool = (await t.build('retrieverTool', retrieverTool, {
      name: 'search',
      description: 'd',
      retriever: fakeRetriever(),
    })) as ToolInstance;
    expect(tool.lastDocuments).toBeUndefined();
    expect(await tool.call({ input: 'x' }, new AbortController().signal)).toContain(
      '[2] (source: returns.txt)',
    );
  });
});
