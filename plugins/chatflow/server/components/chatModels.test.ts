import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnthropicTestServer } from '../../../../tests/llm/anthropicTestServer.ts';
import { startGoogleTestServer } from '../../../../tests/llm/googleTestServer.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chunkText } from '../../../../tests/llm/scriptedReply.ts';
import { sendJson, startEventStream } from '../../../../tests/llm/scriptedServer.ts';
import { chatflowTestRequest } from '../chatflowTestRequest.ts';
import { type TestNode, testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';

// The OpenAI server also answers the legacy completions API, which the LLM nodes use.
const openai = await startOpenAITestServer({
  routes: [
    {
      method: 'POST',
      path: /^\/v1\/completions$/,
      handle: async ({ req, res, reply }) => {
        const answer = await reply();
        const text = 'text' in answer ? (answer.text ?? '') : '';
        const body = req.body as { model?: string; stream?: boolean };
        const chunk = (t: string, finish: string | null) => ({
          id: 'cmpl-1',
          object: 'text_completion',
          created: 0,
          model: body.model,
          choices: [{ text: t, index: 0, finish_reason: finish, logprobs: null }],
        });
        const usage = { prompt_tokens: 4, completion_tokens: 2, total_tokens: 6 };
        if (!body.stream) return sendJson(res, 200, { ...chunk(text, 'stop'), usage });
        startEventStream(res);
        for (const piece of chunkText(text)) res.write(`data: ${JSON.stringify(chunk(piece, null))}\n\n`);
        res.write(`data: ${JSON.stringify({ ...chunk('', 'stop'), usage })}\n\n`);
        res.end('data: [DONE]\n\n');
      },
    },
  ],
});
const [anthropic, google] = await Promise.all([
  startAnthropicTestServer({ apiKey: 'ant-key' }),
  startGoogleTestServer({ apiKey: 'goo-key' }),
]);
afterAll(() => Promise.all([openai.close(), anthropic.close(), google.close()]));
beforeEach(() => {
  openai.reset();
  anthropic.reset();
  google.reset();
});

const credentials = {
  openai: { openAIApiKey: 'sk-models' },
  anthropic: { anthropicApiKey: 'ant-key' },
  google: { googleGenerativeAPIKey: 'goo-key' },
  groq: { groqApiKey: 'gsk-groq' },
  mistral: { mistralAIAPIKey: 'mis-key' },
  hf: { huggingFaceApiKey: 'hf_key' },
};

/** An LLM chain whose model is `model`, asked `question`. */
async function ask(model: TestNode, question = 'hello') {
  const flow = testFlow(
    [
      { ...model, id: 'model' },
      { id: 'prompt', name: 'promptTemplate', inputs: { template: 'Say: {question}' } },
      { id: 'chain', name: 'llmChain' },
    ],
    [
      ['model', 'chain', 'model'],
      ['prompt', 'chain', 'prompt'],
    ],
  );
  const t = chatflowTestRequest(flow, {
    question,
    streaming: true,
    credentials,
    modelBaseURL: {
      chatAnthropic: anthropic.baseURL,
      chatGoogleGenerativeAI: google.baseURL,
      groqChat: openai.baseURL,
      chatMistralAI: openai.baseURL,
      openAI: openai.baseURL,
      huggingFaceInference_LLMs: openai.baseURL,
    },
  });
  const result = await runChatflow(t.req);
  return { result, tokens: t.tokens() };
}

describe('model nodes', () => {
  it('Anthropic (and its LlamaIndex twin) call the Messages API with the credential key', async () => {
    for (const name of ['chatAnthropic', 'chatAnthropic_LlamaIndex']) {
      anthropic.enqueue({ text: `claude says hi (${name})` });
      const { result, tokens } = await ask({
        id: 'm',
        name,
        credential: 'anthropic',
        inputs: { modelName: 'claude-3-5-haiku-latest' },
      });
      expect(result).toMatchObject({
        status: 'FINISHED',
        text: `claude says hi (${name})`,
        usage: { provider: 'chatAnthropic' },
      });
      expect(tokens.join('')).toBe(`claude says hi (${name})`);
    }
    expect(anthropic.requests.map((r) => r.headers['x-api-key'])).toEqual(['ant-key', 'ant-key']);
  });

  it('Google Gemini: a custom model name replaces the picked one', async () => {
    google.enqueue({ text: 'gemini here' });
    const { result } = await ask({
      id: 'm',
      name: 'chatGoogleGenerativeAI',
      credential: 'google',
      inputs: { modelName: 'gemini-2.0-flash', customModelName: 'gemini-2.5-pro' },
    });
    expect(result).toMatchObject({
      status: 'FINISHED',
      text: 'gemini here',
      usage: { model: 'gemini-2.5-pro' },
    });
    expect(google.requests[0]!.path).toContain('gemini-2.5-pro');
  });

  it('Groq, Mistral and any OpenAI-compatible server speak the OpenAI protocol with their own keys', async () => {
    openai.enqueue({ text: 'g' }, { text: 'm' }, { text: 'c' }, { text: 'o' });
    expect(
      (
        await ask({
          id: 'm',
          name: 'groqChat',
          credential: 'groq',
          inputs: { modelName: 'llama-3.1-8b-instant' },
        })
      ).result.text,
    ).toBe('g');
    const mistral = await ask({
      id: 'm',
      name: 'chatMistralAI',
      credential: 'mistral',
      inputs: { modelName: 'mistral-small-latest', maxOutputTokens: 64 },
    });
    expect(mistral.result).toMatchObject({
      text: 'm',
      usage: { provider: 'chatMistralAI', model: 'mistral-small-latest' },
    });
    const custom = await ask({
      id: 'm',
      name: 'chatOpenAICustom',
      credential: 'openai',
      inputs: { modelName: 'my-local-model', basepath: openai.baseURL },
    });
    expect(custom.result).toMatchObject({ text: 'c', usage: { provider: 'chatOpenAICustom' } });
    // Ollama's server address gets the /v1 of its OpenAI-compatible API
    const ollama = await ask({
      id: 'm',
      name: 'chatOllama',
      inputs: { modelName: 'llama3', baseUrl: openai.url },
    });
    expect(ollama.result.text).toBe('o');
    expect(openai.requests.map((r) => [r.headers.authorization, r.body.model])).toEqual([
      ['Bearer gsk-groq', 'llama-3.1-8b-instant'],
      ['Bearer mis-key', 'mistral-small-latest'],
      ['Bearer sk-models', 'my-local-model'],
      [undefined, 'llama3'],
    ]);
    expect(openai.requests[1]!.body.max_tokens).toBe(64);
  });

  it('LLM nodes: OpenAI and Ollama use the completions API; Hugging Face its OpenAI-compatible router', async () => {
    openai.enqueue({ text: 'completed' }, { text: 'ollama completed' }, { text: 'hf chat' });
    const oa = await ask({ id: 'm', name: 'openAI', credential: 'openai' });
    expect(oa.result).toMatchObject({
      status: 'FINISHED',
      text: 'completed',
      usage: { totalTokens: 6, provider: 'openAI' },
    });
    expect(oa.tokens.join('')).toBe('completed');
    const ol = await ask({ id: 'm', name: 'ollama', inputs: { modelName: 'llama3', baseUrl: openai.url } });
    expect(ol.result.text).toBe('ollama completed');
    const hf = await ask({
      id: 'm',
      name: 'huggingFaceInference_LLMs',
      credential: 'hf',
      inputs: { model: 'meta-llama/Llama-3.1-8B-Instruct' },
    });
    expect(hf.result.text).toBe('hf chat');
    expect(openai.requests.map((r) => r.path)).toEqual([
      '/v1/completions',
      '/v1/completions',
      '/v1/chat/completions',
    ]);
    expect(openai.requests[0]!.body).toMatchObject({ model: 'gpt-3.5-turbo-instruct' });
    expect(String(openai.requests[0]!.body.prompt)).toContain('Say: hello');
    expect(openai.requests[2]!.headers.authorization).toBe('Bearer hf_key');
    expect(lastUserText(openai.requests[2]!.body)).toBe('Say: hello');
  });
});
