import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../host/server/engine/engineTypes.ts';
import type { Flow } from '../../../node-registry/flow.ts';
import { embedText } from '../../../tests/llm/embedText.ts';
import { startOpenAITestServer } from '../../../tests/llm/openaiTestServer.ts';
import { startWebSearchTestServer } from '../../../tests/search/webSearchTestServer.ts';
import { startPineconeTestServer } from '../../../tests/vectors/pineconeTestServer.ts';
import { chatflowTestRequest, type TestRequestOptions } from './chatflowTestRequest.ts';
import { dataUri } from './componentTestKit.ts';
import { runChatflow } from './runChatflow.ts';

// The peer's saved agent and retrieval chatflows, unchanged except for the credential each node
// with a credential points at and, where a flow needs a file, the file a user would upload.
const FIXTURES = join(import.meta.dirname, '../../../../shared/fixtures/flowise-templates/chatflows');

const [openai, search, pinecone] = await Promise.all([
  startOpenAITestServer(),
  startWebSearchTestServer('search-key'),
  startPineconeTestServer('pc-key', ['newindex']),
]);
const dataDir = mkdtempSync(join(tmpdir(), 'chatflow-agents-'));
afterAll(async () => {
  await Promise.all([openai.close(), search.close(), pinecone.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  openai.reset();
  search.reset();
});

const credentials = {
  openai: { openAIApiKey: 'sk-fixture-key' },
  serp: { serpApiKey: 'search-key' },
  google: { googleCustomSearchApiKey: 'search-key', googleCustomSearchApiId: 'cse-1' },
  pinecone: { pineconeApiKey: 'pc-key' },
};
const CREDENTIAL_OF: Record<string, keyof typeof credentials> = {
  serpAPI: 'serp',
  googleCustomSearch: 'google',
  pinecone: 'pinecone',
  openAIEmbeddings: 'openai',
};

function fixture(name: string): Flow {
  const flow = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Flow;
  for (const n of flow.nodes) {
    const cred = CREDENTIAL_OF[n.data.name] ?? (n.data.category === 'Chat Models' ? 'openai' : undefined);
    if (cred) n.data.credential = cred;
  }
  return flow;
}

const inputsOf = (flow: Flow, id: string) => flow.nodes.find((n) => n.id === id)!.data.inputs!;

const run = (flow: Flow, o: TestRequestOptions = {}) => {
  const t = chatflowTestRequest(flow, {
    credentials,
    modelBaseURL: {
      chatOpenAI: openai.baseURL,
      chatMistralAI: openai.baseURL,
      openAIEmbeddings: openai.baseURL,
      pinecone: pinecone.url,
    },
    toolBaseURLs: { serpAPI: search.url, googleCustomSearch: search.url },
    ...o,
  });
  t.req.services.dataDir = dataDir;
  return { ...t, result: runChatflow(t.req) };
};

const history = (q: string, a: string): ChatMessage[] => [
  { role: 'user', content: q },
  { role: 'assistant', content: a },
];

describe('peer agent and retrieval chatflows through the runner', () => {
  it('Tool Agent: calls the calculator and SerpAPI, streams the answer with usedTools, remembers the session', async () => {
    openai.enqueue(
      {
        toolCalls: [
          { name: 'calculator', arguments: { input: '17 * 3' } },
          { name: 'search', arguments: { input: 'population of Oslo' } },
        ],
      },
      { text: '17 times 3 is 51; Oslo has about 700,000 people.' },
      { text: 'You asked about Oslo.' },
    );
    const first = run(fixture('Tool Agent'), {
      question: 'What is 17*3, and how many people live in Oslo?',
      streaming: true,
    });
    const result = await first.result;
    expect(result).toMatchObject({
      status: 'FINISHED',
      text: '17 times 3 is 51; Oslo has about 700,000 people.',
    });
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '17 * 3' }, toolOutput: '51' },
      {
        tool: 'search',
        toolInput: { input: 'population of Oslo' },
        toolOutput: expect.stringContaining('Facts about population of Oslo.'),
      },
    ]);
    expect(search.requests).toEqual([
      { service: 'serpapi', query: 'population of Oslo', apiKey: 'search-key' },
    ]);
    expect(first.tokens().join('')).toBe(result.text);
    expect(first.events.find((e) => e.event === 'usedTools')?.data).toEqual(result.usedTools);
    expect(openai.requests[0]!.body.messages?.[0]).toEqual({
      role: 'system',
      content: 'You are a helpful AI assistant.',
    });

    const second = run(fixture('Tool Agent'), {
      question: 'What did I ask?',
      history: history('What is 17*3, and how many people live in Oslo?', result.text),
    });
    expect(await second.result).toMatchObject({ status: 'FINISHED', text: 'You asked about Oslo.' });
    const sent = openai.requests[2]!.body.messages!.map((m) => m.content);
    expect(sent).toEqual([
      'You are a helpful AI assistant.',
      'What is 17*3, and how many people live in Oslo?',
      result.text,
      'What did I ask?',
    ]);
  });

  it('Conversational Agent: its system message, memory and tools', async () => {
    openai.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '2^10' } }] }, { text: '1024' });
    const t = run(fixture('Conversational Agent'), {
      question: 'Two to the tenth?',
      history: history('Hi', 'Hello!'),
    });
    const result = await t.result;
    expect(result).toMatchObject({ status: 'FINISHED', text: '1024' });
    expect(result.usedTools?.[0]).toMatchObject({ tool: 'calculator', toolOutput: '1024' });
    const sent = openai.requests[0]!.body;
    expect(sent.messages?.[0]?.content).toMatch(/^Assistant is a large language model/);
    expect(sent.messages?.slice(1).map((m) => m.content)).toEqual(['Hi', 'Hello!', 'Two to the tenth?']);
    expect(sent.tools?.map((x) => x.function.name)).toEqual(['calculator', 'search']);
  });

  it('ReAct Agent: text steps call Google Custom Search and the calculator, then answer', async () => {
    openai.enqueue(
      {
        text: 'Thought: I need the height.\nAction: google_custom_search\nAction Input: Eiffel Tower height in meters',
      },
      { text: 'Thought: Now double it.\nAction: calculator\nAction Input: {"input": "330 * 2"}' },
      { text: 'Thought: I now know the final answer\nFinal Answer: Twice its height is 660 m.' },
    );
    const t = run(fixture('ReAct Agent'), {
      question: 'What is twice the height of the Eiffel Tower?',
      streaming: true,
    });
    const result = await t.result;
    expect(result).toMatchObject({ status: 'FINISHED', text: 'Twice its height is 660 m.' });
    expect(result.usedTools?.map((u) => [u.tool, u.toolOutput.slice(0, 20)])).toEqual([
      ['google_custom_search', '1. About Eiffel Towe'],
      ['calculator', '660'],
    ]);
    expect(search.requests[0]).toMatchObject({ service: 'google', cx: 'cse-1' });
    // the model saw the first observation when it chose its second action
    expect(openai.requests[1]!.body.messages?.at(-1)?.content).toContain(
      'Observation: 1. About Eiffel Tower height',
    );
    expect(t.tokens().join('')).toBe('Twice its height is 660 m.');
  });

  it('CSV Agent: the model queries the uploaded table in the sandbox', async () => {
    const flow = fixture('CSV Agent');
    inputsOf(flow, 'csvAgent_0').csvFile = dataUri(
      'people.csv',
      'name,age\nAda,36\nAlan,41\nGrace,85\n',
      'text/csv',
    );
    openai.enqueue(
      {
        toolCalls: [
          {
            name: 'run_javascript',
            arguments: { code: 'return $rows.filter(r => Number(r.age) > 40).length;' },
          },
        ],
      },
      { text: 'Two people are older than 40.' },
    );
    const result = await run(flow, { question: 'How many people are older than 40?' }).result;
    expect(result).toMatchObject({ status: 'FINISHED', text: 'Two people are older than 40.' });
    expect(result.usedTools?.[0]).toMatchObject({ tool: 'run_javascript', toolOutput: '2' });
    expect(openai.requests[0]!.body.messages?.[0]?.content).toContain(
      '3 rows and the columns ["name","age"]',
    );
  });

  it('Conversational Retrieval QA Chain: a text file split into a Faiss index on disk, rephrased follow-ups', async () => {
    const flow = fixture('Conversational Retrieval QA Chain');
    inputsOf(flow, 'textFile_0').txtFile = dataUri(
      'handbook.txt',
      'Holidays: every employee has 30 days of paid leave.\n\nParking: the garage opens at 7 am.',
    );
    openai.enqueue({ text: 'You have 30 days.' });
    const first = await run(flow, { question: 'How many holidays do I get?' }).result;
    expect(first).toMatchObject({ status: 'FINISHED', text: 'You have 30 days.' });
    expect(existsSync(join(dataDir, 'faiss', 'flow-1-faiss_0', 'index.json'))).toBe(true);
    const embeddedAtBuild = openai.requests.filter((r) => Array.isArray(r.body.input)).length;
    expect(embeddedAtBuild).toBeGreaterThan(0);
    const answering = openai.requests.at(-1)!.body.messages!;
    expect(answering[0]!.content).toContain('30 days of paid leave');

    // the second request: the follow-up is rephrased with the history; the index is not rebuilt
    openai.reset();
    openai.enqueue({ text: 'When does the garage open?' }, { text: 'At 7 am.' });
    const second = await run(flow, {
      question: 'And the garage?',
      history: history('How many holidays do I get?', 'You have 30 days.'),
    }).result;
    expect(second).toMatchObject({ status: 'FINISHED', text: 'At 7 am.' });
    const inputs = openai.requests.filter((r) => Array.isArray(r.body.input)).map((r) => r.body.input);
    expect(inputs).toEqual([['When does the garage open?']]);
    expect(
      openai.requests
        .at(-1)!
        .body.messages!.map((m) => m.content)
        .slice(1),
    ).toEqual(['How many holidays do I get?', 'You have 30 days.', 'And the garage?']);
  });

  it('Multiple Documents QnA: the tool agent searches two Pinecone namespaces and returns their passages', async () => {
    const seed = (namespace: string, source: string, text: string) =>
      pinecone.indexes
        .get('newindex')!
        .set(namespace, [{ id: `${source}-1`, values: embedText(text, 8), metadata: { source, text } }]);
    seed('pinecone-form10k', 'apple', 'Apple net sales were $394 billion in 2022.');
    seed('pinecone-form10k-2', 'tesla', 'Tesla revenue was $81 billion in 2022.');
    openai.enqueue(
      {
        toolCalls: [
          { name: 'search_apple', arguments: { input: 'net sales 2022' } },
          { name: 'search_tsla', arguments: { input: 'revenue 2022' } },
        ],
      },
      { text: 'Apple sold more.' },
    );
    const t = run(fixture('Multiple Documents QnA'), {
      question: 'Who had more revenue in 2022?',
      streaming: true,
    });
    const result = await t.result;
    expect(result).toMatchObject({ status: 'FINISHED', text: 'Apple sold more.' });
    expect(result.sourceDocuments?.map((d) => d.metadata.source)).toEqual(['apple', 'tesla']);
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Apple net sales were $394 billion in 2022.');
    expect(result.usedTools?.map((u) => u.tool)).toEqual(['search_apple', 'search_tsla']);
    const queries = pinecone.requests.filter((r) => r.path === '/query').map((r) => r.body);
    expect(queries).toEqual([
      expect.objectContaining({ namespace: 'pinecone-form10k', filter: { source: 'apple' } }),
      expect.objectContaining({ namespace: 'pinecone-form10k-2', filter: { source: 'tesla' } }),
    ]);
    expect(t.events.some((e) => e.event === 'sourceDocuments')).toBe(true);
  });
});
