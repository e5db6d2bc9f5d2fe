import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnthropicTestServer, startAnthropicTestServer } from '../llm/anthropicTestServer.ts';
import { type GoogleTestServer, startGoogleTestServer } from '../llm/googleTestServer.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

/**
 * Model Name options of the chat model forms (load method listProviderModels): fetched from the
 * provider with the node's credential and base path, each against a server speaking that
 * provider's protocol; without a credential the known names; a failure is a clear 424.
 */
let server: TestServer;
let openai: OpenAITestServer;
let local: OpenAITestServer;
let anthropic: AnthropicTestServer;
let google: GoogleTestServer;
const ids: Record<string, string> = {};

const post = (path: string, body: unknown) => apiCall(server, 'POST', path, body);

/** Asks as the LLM node's form does: the node's inputs with llmModel and its config. */
async function modelNames(provider: string, config: Record<string, unknown>) {
  const res = await post('/node-load-method/llmAgentflow', {
    loadMethod: 'listProviderModels',
    inputs: { llmModel: provider, llmModelConfig: { ...config, llmModel: provider } },
  });
  return {
    ...res,
    names: Array.isArray(res.body) ? res.body.map((o: { name: string }) => o.name) : undefined,
  };
}

beforeAll(async () => {
  [server, openai, local, anthropic, google] = await Promise.all([
    startTestServer(),
    startOpenAITestServer({ models: ['gpt-4o', 'text-embedding-3-small', 'gpt-4.1-mini', 'whisper-1'] }),
    startOpenAITestServer({ models: ['llama3.2:latest', 'qwen2.5:7b'] }),
    // more models than one page holds, so the lister must follow the pages
    startAnthropicTestServer({
      apiKey: 'sk-ant-list',
      models: Array.from({ length: 25 }, (_, i) => `claude-${i}`),
    }),
    startGoogleTestServer({ apiKey: 'g-list' }),
  ]);
  const credentials: [string, string, Record<string, string>][] = [
    ['openai', 'openAIApi', { openAIApiKey: 'sk-openai-list' }],
    ['anthropic', 'anthropicApi', { anthropicApiKey: 'sk-ant-list' }],
    ['anthropicWrong', 'anthropicApi', { anthropicApiKey: 'sk-ant-wrong' }],
    ['google', 'googleGenerativeAI', { googleGenerativeAPIKey: 'g-list' }],
  ];
  for (const [key, credentialName, plainDataObj] of credentials) {
    const res = await post('/credentials', { name: key, credentialName, plainDataObj });
    expect(res.status).toBe(201);
    ids[key] = res.body.id;
  }
}, 120_000);
afterAll(() =>
  Promise.all([server?.close(), openai?.close(), local?.close(), anthropic?.close(), google?.close()]),
);

/** Providers whose listing is a plain 200 with these names; config() once the servers run. */
const listings = [
  {
    title: 'OpenAI: GET /v1/models with the credential key, chat models only',
    provider: 'chatOpenAI',
    config: () => ({ basepath: openai.baseURL, FLOWISE_CREDENTIAL_ID: ids.openai }),
    names: ['gpt-4.1-mini', 'gpt-4o'],
  },
  {
    title: 'Google: models that can generateContent, without the models/ prefix',
    provider: 'chatGoogleGenerativeAI',
    config: () => ({ baseUrl: google.baseURL, credential: ids.google }),
    names: ['gemini-2.0-flash', 'gemini-2.5-pro'],
  },
  ...['chatOllama', 'chatLMStudio', 'chatVLLM'].map((provider) => ({
    title: `${provider}: an OpenAI-compatible local server lists without a key`,
    provider,
    config: () => ({ baseUrl: local.baseURL }),
    names: ['llama3.2:latest', 'qwen2.5:7b'],
  })),
];

describe('listProviderModels', { timeout: 120_000 }, () => {
  it.each(listings)('$title', async ({ provider, config, names }) => {
    const res = await modelNames(provider, config());
    expect(res.status).toBe(200);
    expect(res.names).toEqual(names);
  });

  it('Anthropic: every page of GET /v1/models', async () => {
    const res = await modelNames('chatAnthropic', { basepath: anthropic.baseURL, credential: ids.anthropic });
    expect(res.status).toBe(200);
    expect(res.names).toHaveLength(25);
    expect(res.names).toContain('claude-24');
  });

  it('a hosted provider without a credential offers its known models', async () => {
    const res = await modelNames('chatAnthropic', { basepath: anthropic.baseURL });
    expect(res.status).toBe(200);
    expect(res.names).toContain('claude-sonnet-4-0');
  });

  it('a provider that cannot list is a 424 saying why, without the key', async () => {
    const wrong = await modelNames('chatAnthropic', {
      basepath: anthropic.baseURL,
      credential: ids.anthropicWrong,
    });
    expect(wrong.status).toBe(424);
    expect(wrong.body.message).toBe('Could not list ChatAnthropic models: 401 invalid x-api-key');
    expect(wrong.text).not.toContain('sk-ant-wrong');

    const closed = await startOpenAITestServer();
    await closed.close();
    const down = await modelNames('chatOllama', { baseUrl: closed.baseURL });
    expect(down.status).toBe(424);
    expect(down.body.message).toMatch(/^Could not list ChatOllama models: 127\.0\.0\.1:\d+ is unreachable$/);

    const vllm = await modelNames('chatVLLM', {});
    expect(vllm.status).toBe(424);
    expect(vllm.body.message).toContain('Set the Base Path');

    const azure = await modelNames('azureChatOpenAI', { azureOpenAIApiKey: 'az-key' });
    expect(azure.status).toBe(424);
    expect(azure.body.message).toContain('name the deployment');
  });

  it('listEmbeddings names the embedding providers', async () => {
    const res = await post('/node-load-method/agentAgentflow', { loadMethod: 'listEmbeddings', inputs: {} });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining([
        'openAIEmbeddings',
        'azureOpenAIEmbeddings',
        'googleGenerativeAiEmbeddings',
        'ollamaEmbeddings',
      ]),
    );
  });

  it('400 without a model choice; 404 for another workspace credential', async () => {
    const none = await post('/node-load-method/llmAgentflow', {
      loadMethod: 'listProviderModels',
      inputs: {},
    });
    expect(none.status).toBe(400);
    const missing = await modelNames('chatOpenAI', {
      basepath: openai.baseURL,
      credential: '00000000-0000-0000-0000-000000000000',
    });
    expect(missing.status).toBe(404);
  });
});
