import http from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../../../node-registry/flow.ts';
import { closeNow, listenOnLoopback } from '../../../../tests/http/loopbackServer.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest, type TestRequestOptions } from '../chatflowTestRequest.ts';
import { type TestNode, testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';

const llm = await startOpenAITestServer({
  routes: [
    {
      method: 'POST',
      path: /^\/v1\/moderations$/,
      handle: ({ req, res, record }) => {
        record();
        const input = String((req.body as { input?: unknown }).input ?? '');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'modr-1', results: [{ flagged: input.includes('forbidden') }] }));
      },
    },
  ],
});

// A small API the API chains call: GET /weather?city=, POST /orders echoes its body.
const apiCalls: { method: string; url: string; body: string; auth?: string }[] = [];
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    apiCalls.push({ method: req.method ?? '', url: req.url ?? '', body, auth: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      req.method === 'GET'
        ? JSON.stringify({ city: 'Oslo', celsius: -3 })
        : JSON.stringify({ ok: true, got: JSON.parse(body || '{}') }),
    );
  });
});
const apiURL = await listenOnLoopback(api);
afterAll(async () => {
  await llm.close();
  closeNow(api);
});
beforeEach(() => {
  llm.reset();
  apiCalls.length = 0;
});

const run = (flow: Flow, o: TestRequestOptions = {}) => {
  const t = chatflowTestRequest(flow, {
    credentials: { openai: { openAIApiKey: 'sk-chains' } },
    modelBaseURL: { chatOpenAI: llm.baseURL, inputModerationOpenAI: llm.baseURL },
    ...o,
  });
  return { ...t, result: runChatflow(t.req) };
};

const model: TestNode = { id: 'model', name: 'chatOpenAI', credential: 'openai' };

describe('chains', () => {
  it('Multi Prompt Chain: the model picks a prompt by its description, which then answers', async () => {
    const flow = testFlow(
      [
        model,
        {
          id: 'maths',
          name: 'promptRetriever',
          inputs: {
            name: 'maths',
            description: 'maths questions',
            systemMessage: 'You are a mathematician.',
          },
        },
        {
          id: 'poems',
          name: 'promptRetriever',
          inputs: { name: 'poems', description: 'writing poems', systemMessage: 'You are a poet.' },
        },
        { id: 'chain', name: 'multiPromptChain' },
      ],
      [
        ['model', 'chain', 'model'],
        ['maths', 'chain', 'promptRetriever'],
        ['poems', 'chain', 'promptRetriever'],
      ],
    );
    llm.enqueue(
      { json: { destination: 'poems', next_inputs: 'a poem about rain' } },
      { text: 'Rain falls softly.' },
    );
    const { result, tokens } = run(flow, { question: 'write me a poem about rain', streaming: true });
    expect(await result).toMatchObject({
      status: 'FINISHED',
      text: 'Rain falls softly.',
      usage: { totalTokens: 30 },
    });
    const router = llm.requests[0]!.body;
    expect(router.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(router.messages)).toContain('poems: writing poems');
    expect(llm.requests[1]!.body.messages).toEqual([
      { role: 'system', content: 'You are a poet.' },
      { role: 'user', content: 'a poem about rain' },
    ]);
    expect(tokens().join('')).toBe('Rain falls softly.');
  });

  it('GET API Chain: the model writes the URL from the docs, the API answers, the model explains', async () => {
    const flow = testFlow(
      [
        model,
        {
          id: 'chain',
          name: 'getApiChain',
          inputs: {
            apiDocs: `GET ${apiURL}/weather?city=<name> gives the temperature`,
            headers: '{"Authorization":"Bearer api-token-123"}',
          },
        },
      ],
      [['model', 'chain', 'model']],
    );
    llm.enqueue({ text: `${apiURL}/weather?city=Oslo` }, { text: 'It is -3 °C in Oslo.' });
    const { result, secrets } = run(flow, { question: 'How cold is Oslo?' });
    expect(await result).toMatchObject({ status: 'FINISHED', text: 'It is -3 °C in Oslo.' });
    expect(apiCalls).toEqual([
      { method: 'GET', url: '/weather?city=Oslo', body: '', auth: 'Bearer api-token-123' },
    ]);
    expect(lastUserText(llm.requests[1]!.body)).toContain('200 {"city":"Oslo","celsius":-3}');
    expect(secrets).toContain('Bearer api-token-123');
  });

  it('POST API Chain: the model writes url and body as JSON; the body is posted', async () => {
    const flow = testFlow(
      [
        model,
        {
          id: 'chain',
          name: 'postApiChain',
          inputs: { apiDocs: `POST ${apiURL}/orders with {"item": string}` },
        },
      ],
      [['model', 'chain', 'model']],
    );
    llm.enqueue(
      { text: JSON.stringify({ url: `${apiURL}/orders`, data: { item: 'tea' } }) },
      { text: 'Ordered tea.' },
    );
    const { result } = run(flow, { question: 'order tea' });
    expect((await result).text).toBe('Ordered tea.');
    expect(apiCalls).toMatchObject([{ method: 'POST', url: '/orders', body: '{"item":"tea"}' }]);
  });

  it('API chains refuse private addresses unless HTTP_ALLOW_PRIVATE allows them', async () => {
    const flow = testFlow(
      [model, { id: 'chain', name: 'getApiChain', inputs: { apiDocs: 'GET http://10.0.0.1/x' } }],
      [['model', 'chain', 'model']],
    );
    llm.enqueue({ text: 'http://10.0.0.1/x' });
    const { result } = run(flow, { question: 'q' });
    const answer = await result;
    expect(answer.status).toBe('ERROR');
    expect(answer.error).toMatch(/^GET API Chain \(chain\): .*10\.0\.0\.1/);
    expect(apiCalls).toHaveLength(0);
  });

  it('OpenAI Moderation: a flagged question is refused with the node message; others reach the chain', async () => {
    const flow = testFlow(
      [
        model,
        { id: 'prompt', name: 'promptTemplate', inputs: { template: '{question}' } },
        {
          id: 'mod',
          name: 'inputModerationOpenAI',
          credential: 'openai',
          inputs: { moderationErrorMessage: 'Not allowed.' },
        },
        { id: 'chain', name: 'llmChain' },
      ],
      [
        ['model', 'chain', 'model'],
        ['prompt', 'chain', 'prompt'],
        ['mod', 'chain', 'inputModeration'],
      ],
    );
    const refused = run(flow, { question: 'something forbidden' });
    expect(await refused.result).toMatchObject({ status: 'FINISHED', text: 'Not allowed.' });
    expect(llm.requests.map((r) => r.path)).toEqual(['/v1/moderations']);
    expect(llm.requests[0]!.headers.authorization).toBe('Bearer sk-chains');

    llm.enqueue({ text: 'fine' });
    expect((await run(flow, { question: 'something nice' }).result).text).toBe('fine');
  });
});
