import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { embedText } from '../../../../tests/llm/embedText.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { startPineconeTestServer } from '../../../../tests/vectors/pineconeTestServer.ts';
import { testChatModel, testMemory, testRun } from '../componentTestKit.ts';
import type { ChatflowComponent } from '../componentTypes.ts';
import { embeddingsComponent } from '../embeddings/embeddingsComponent.ts';
import { pineconeStore } from '../vectors/pineconeStore.ts';
import { contextChatEngine, queryEngine } from './queryEngines.ts';
import { responseSynthesizer, SYNTHESIZER_NODES } from './responseSynthesizers.ts';
import { queryEngineTool, subQuestionQueryEngine } from './subQuestionQueryEngine.ts';

const [openai, pinecone] = await Promise.all([
  startOpenAITestServer(),
  startPineconeTestServer('pc-key', ['filings']),
]);
afterAll(() => Promise.all([openai.close(), pinecone.close()]));
beforeEach(() => openai.reset());

const PASSAGES = {
  apple: 'Apple net sales were 394 billion dollars in 2022.',
  tesla: 'Tesla revenue was 81 billion dollars in 2022.',
};
pinecone.indexes.get('filings')!.set('form10k', [
  { id: 'a', values: embedText(PASSAGES.apple, 8), metadata: { source: 'apple', text: PASSAGES.apple } },
  { id: 't', values: embedText(PASSAGES.tesla, 8), metadata: { source: 'tesla', text: PASSAGES.tesla } },
]);

/** A LlamaIndex Pinecone retriever of one company's passages, carrying the engine's chat model. */
async function companyRetriever(t: ReturnType<typeof testRun>, source: string) {
  const embeddings = await t.build(
    'openAIEmbedding_LlamaIndex',
    embeddingsComponent('openAIEmbedding_LlamaIndex'),
    {
      modelName: 'text-embedding-ada-002',
    },
  );
  return t.build('pineconeLlamaIndex', pineconeStore, {
    embeddings,
    model: await testChatModel(openai.baseURL),
    pineconeIndex: 'filings',
    pineconeNamespace: 'form10k',
    pineconeMetadataFilter: { source },
  });
}

const run = () =>
  testRun({
    credential: { pineconeApiKey: 'pc-key' },
    services: { modelBaseURL: { openAIEmbeddings: openai.baseURL, pinecone: pinecone.url } },
  });

describe('query engines', () => {
  it('Query Engine: answers from the passages with the vector store’s model and the synthesizer’s prompt', async () => {
    openai.enqueue({ text: '394 billion dollars.' });
    const t = run();
    const synth = await t.build(
      'compactrefineLlamaIndex',
      SYNTHESIZER_NODES.compactrefineLlamaIndex as ChatflowComponent,
      {
        textQAPrompt: 'Facts:\n{context}\nQ: {query}',
      },
    );
    const engine = await t.build('queryEngine', queryEngine, {
      vectorStoreRetriever: await companyRetriever(t, 'apple'),
      responseSynthesizer: synth,
      returnSourceDocuments: true,
    });
    const answer = await t.answer('queryEngine', queryEngine, engine, 'What were Apple sales?');
    expect(answer.text).toBe('394 billion dollars.');
    expect(answer.sourceDocuments?.map((d) => d.pageContent)).toEqual([PASSAGES.apple]);
    const chat = openai.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(lastUserText(chat[0]!.body)).toBe(`Facts:\n${PASSAGES.apple}\nQ: What were Apple sales?`);
  });

  it('Sub Question Query Engine: the model’s plan asks each tool, the synthesizer answers from their answers', async () => {
    openai.enqueue(
      {
        text: '[{"subQuestion":"Apple sales 2022?","toolName":"apple_tool"},{"subQuestion":"Tesla revenue 2022?","toolName":"tesla_tool"}]',
      },
      { text: 'Apple: 394.' },
      { text: 'Tesla: 81.' },
      { text: 'Apple had more.' },
    );
    const t = run();
    const tool = async (name: string, source: string) =>
      t.build('queryEngineToolLlamaIndex', queryEngineTool, {
        toolName: name,
        toolDesc: `${source} filing`,
        baseQueryEngine: await t.build('queryEngine', queryEngine, {
          vectorStoreRetriever: await companyRetriever(t, source),
        }),
      });
    const engine = await t.build('subQuestionQueryEngine', subQuestionQueryEngine, {
      queryEngineTools: [await tool('apple_tool', 'apple'), await tool('tesla_tool', 'tesla')],
      model: await testChatModel(openai.baseURL),
      returnSourceDocuments: true,
    });
    const answer = await t.answer('subQuestionQueryEngine', subQuestionQueryEngine, engine, 'Who sold more?');
    expect(answer.text).toBe('Apple had more.');
    expect(answer.sourceDocuments?.map((d) => d.metadata.source)).toEqual(['apple', 'tesla']);
    const chat = openai.requests
      .filter((r) => r.path.endsWith('/chat/completions'))
      .map((r) => lastUserText(r.body));
    expect(chat[0]).toContain('- apple_tool: apple filing');
    expect(chat[1]).toContain('Question: Apple sales 2022?');
    expect(chat[3]).toContain('Sub question: Tesla revenue 2022?\nResponse: Tesla: 81.');
  });

  it('Context Chat Engine: passages in the system prompt, memory before the question and kept after', async () => {
    openai.enqueue({ text: 'Tesla made 81 billion.' });
    const t = run();
    const memory = testMemory([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
    ]);
    const engine = await t.build('contextChatEngine', contextChatEngine, {
      vectorStoreRetriever: await companyRetriever(t, 'tesla'),
      memory,
      systemMessagePrompt: 'You analyse filings.',
      returnSourceDocuments: true,
    });
    const answer = await t.answer('contextChatEngine', contextChatEngine, engine, 'Tesla revenue?');
    expect(answer.text).toBe('Tesla made 81 billion.');
    const chat = openai.requests.find((r) => r.path.endsWith('/chat/completions'))!.body.messages!;
    expect(chat[0]!.content).toContain(`You analyse filings.\n\nContext information is below.`);
    expect(chat[0]!.content).toContain(PASSAGES.tesla);
    expect(chat.slice(1).map((m) => m.content)).toEqual(['Hi', 'Hello', 'Tesla revenue?']);
    expect(memory.saved).toHaveLength(4);
  });
});

describe('response synthesizers', () => {
  const docs = ['one', 'two', 'three'].map((pageContent) => ({ pageContent, metadata: {} }));

  it('refine: an answer from the first passage, refined with each next one; only the last call streams', async () => {
    openai.enqueue({ text: 'A1' }, { text: 'A2' }, { text: 'A3' });
    const t = testRun({ streaming: true });
    const ctx = { ...(await contextOf(t)), token: (s: string) => t.tokens.push(s) };
    const r = await responseSynthesizer('refine').synthesize(
      await testChatModel(openai.baseURL),
      'q',
      docs,
      ctx,
    );
    expect(r.text).toBe('A3');
    const prompts = openai.requests.map((x) => lastUserText(x.body));
    expect(prompts[1]).toContain('Current answer: A1');
    expect(prompts[2]).toContain('Current answer: A2');
    expect(openai.requests.map((x) => x.body.stream === true)).toEqual([false, false, true]);
    expect(t.tokens.join('')).toBe('A3');
  });

  it('simple: one call with every passage', async () => {
    openai.enqueue({ text: 'All.' });
    const t = testRun();
    const r = await responseSynthesizer('simple').synthesize(
      await testChatModel(openai.baseURL),
      'q',
      docs,
      await contextOf(t),
    );
    expect(r.text).toBe('All.');
    expect(lastUserText(openai.requests[0]!.body)).toContain('one\n\ntwo\n\nthree');
  });
});

/** An AnswerContext for calling a synthesizer directly. */
async function contextOf(t: ReturnType<typeof testRun>) {
  let captured: Parameters<NonNullable<ChatflowComponent['answer']>>[1] | undefined;
  const probe: ChatflowComponent = {
    init: async () => ({}),
    answer: async (_i, ctx) => {
      captured = ctx;
      return { text: '' };
    },
  };
  await t.answer('probe', probe, {}, 'q');
  return captured!;
}
