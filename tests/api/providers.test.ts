import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnthropicTestServer, startAnthropicTestServer } from '../llm/anthropicTestServer.ts';
import { type AzureTestServer, azureTarget, startAzureTestServer } from '../llm/azureTestServer.ts';
import { type GoogleTestServer, startGoogleTestServer } from '../llm/googleTestServer.ts';
import type { ScriptedReply } from '../llm/scriptedReply.ts';
import { startOpenAITestServer } from '../llm/openaiTestServer.ts';
import {
  ADD_NUMBERS_TOOL,
  type EngineHarness,
  modelInputs,
  node as n,
  parseSse,
  startEngineHarness,
} from './engineHarness.ts';

/**
 * An LLM node (plain and streamed) and an Agent tool call through each hosted provider the
 * engine builds with the ai SDK, each against a test server speaking that provider's protocol,
 * with the key taken from a saved credential.
 */
let h: EngineHarness;
let anthropic: AnthropicTestServer;
let google: GoogleTestServer;
let azure: AzureTestServer;
const secret = {
  anthropic: 'sk-ant-provider-secret',
  google: 'g-provider-secret',
  azure: 'az-provider-secret',
};

interface Provider {
  name: string;
  component: string;
  credential: { credentialName: string; plainDataObj: Record<string, string> };
  config(): Record<string, unknown>;
  enqueue(...r: ScriptedReply[]): void;
  reset(): void;
  /** Per request: the key sent, the tool names offered, the tool result sent back, whether it streamed. */
  sent(): { key: unknown; tools: string[]; toolResult: string; stream: boolean }[];
}

const providers: Provider[] = [
  {
    name: 'Anthropic',
    component: 'chatAnthropic',
    credential: { credentialName: 'anthropicApi', plainDataObj: { anthropicApiKey: secret.anthropic } },
    config: () => ({ modelName: 'claude-sonnet-4-0', basepath: anthropic.baseURL }),
    enqueue: (...r) => anthropic.enqueue(...r),
    reset: () => anthropic.reset(),
    sent: () =>
      anthropic.requests.map((r) => ({
        key: r.headers['x-api-key'],
        tools: (r.body.tools ?? []).map((t) => t.name),
        toolResult: JSON.stringify(
          r.body.messages
            ?.flatMap((m) => (typeof m.content === 'string' ? [] : m.content))
            .find((b) => b.type === 'tool_result')?.content ?? '',
        ),
        stream: r.body.stream === true,
      })),
  },
  {
    name: 'Google',
    component: 'chatGoogleGenerativeAI',
    credential: {
      credentialName: 'googleGenerativeAI',
      plainDataObj: { googleGenerativeAPIKey: secret.google },
    },
    config: () => ({ modelName: 'gemini-2.0-flash', baseUrl: google.baseURL }),
    enqueue: (...r) => google.enqueue(...r),
    reset: () => google.reset(),
    sent: () =>
      google.requests.map((r) => ({
        key: r.headers['x-goog-api-key'],
        tools: (r.body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name)),
        toolResult: JSON.stringify(
          r.body.contents?.flatMap((c) => c.parts).find((p) => p.functionResponse)?.functionResponse
            ?.response ?? '',
        ),
        stream: r.path.includes(':streamGenerateContent'),
      })),
  },
  {
    name: 'Azure OpenAI',
    component: 'azureChatOpenAI',
    credential: {
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: secret.azure,
        azureOpenAIApiInstanceName: 'test-resource',
        azureOpenAIApiDeploymentName: 'gpt4o-prod',
        azureOpenAIApiVersion: '2024-10-21',
      },
    },
    config: () => ({ modelName: '', basepath: azure.azureBaseURL }),
    enqueue: (...r) => azure.enqueue(...r),
    reset: () => azure.reset(),
    sent: () =>
      azure.requests.map((r) => ({
        key: r.headers['api-key'],
        tools: (r.body.tools ?? []).map((t) => t.function.name),
        toolResult: JSON.stringify(r.body.messages?.find((m) => m.role === 'tool')?.content ?? ''),
        stream: r.body.stream === true,
      })),
  },
];

const credentialIds = new Map<string, string>();

beforeAll(async () => {
  [h, anthropic, google, azure] = await Promise.all([
    startEngineHarness(),
    startAnthropicTestServer({ apiKey: secret.anthropic }),
    startGoogleTestServer({ apiKey: secret.google }),
    startAzureTestServer({ apiKey: secret.azure, deployments: ['gpt4o-prod', 'gpt4o-eval'] }),
  ]);
  for (const p of providers) {
    const res = await h.call('POST', '/credentials', { name: p.name, ...p.credential });
    expect(res.status).toBe(201);
    credentialIds.set(p.name, res.body.id);
  }
  expect((await h.call('POST', '/tools', ADD_NUMBERS_TOOL)).status).toBe(201);
}, 120_000);
afterAll(() => Promise.all([h?.close(), anthropic?.close(), google?.close(), azure?.close()]));

/** `<prefix>Model` and `<prefix>ModelConfig` choosing the provider with its credential. */
function model(p: Provider, prefix: string, credentialId = credentialIds.get(p.name)) {
  return modelInputs(prefix, p.component, { ...p.config(), FLOWISE_CREDENTIAL_ID: credentialId });
}

describe.each(providers)('$name through the engine', { timeout: 120_000 }, (p) => {
  it('runs an LLM node, as JSON and streamed, with the credential key; the key stays out of the execution', async () => {
    p.reset();
    const id = await h.createFlowFromStart(n('llmAgentflow_0', 'llmAgentflow', model(p, 'llm')));
    const plain = await h.call('POST', `/prediction/${id}`, { question: 'hello provider' });
    expect(plain.status).toBe(200);
    expect(plain.body.text).toBe('echo: hello provider');

    p.enqueue({ text: 'streamed from the provider' });
    const streamed = await h.call('POST', `/prediction/${id}`, { question: 'x', streaming: true });
    const events = parseSse(streamed.text);
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.join('')).toBe('streamed from the provider');
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)?.event).toBe('end');

    const sent = p.sent();
    expect(sent.map((s) => s.stream)).toEqual([false, true]);
    expect(sent.every((s) => s.key === secret[keyOf(p)])).toBe(true);
    const execution = await h.call('GET', `/executions/${plain.body.executionId}`);
    expect(execution.body.state).toBe('FINISHED');
    expect(execution.text).not.toContain(secret[keyOf(p)]);
  });

  it('runs an Agent that calls a saved tool and answers with its result', async () => {
    p.reset();
    const id = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...model(p, 'agent'),
        agentTools: [{ agentSelectedTool: 'add_numbers', agentSelectedToolRequiresHumanInput: false }],
      }),
    );
    p.enqueue(
      { toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 40 } }] },
      { text: 'The sum is 42' },
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'add 2 and 40' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('The sum is 42');
    const sent = p.sent();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.tools).toEqual(['add_numbers']);
    expect(sent[1]?.toolResult).toContain('42');

    // streamed, the answer after the tool call arrives as tokens
    p.enqueue({ toolCalls: [{ name: 'add_numbers', arguments: { a: 5, b: 5 } }] }, { text: 'The sum is 10' });
    const streamed = await h.call('POST', `/prediction/${id}`, { question: 'add 5 and 5', streaming: true });
    const events = parseSse(streamed.text);
    expect(
      events
        .filter((x) => x.event === 'token')
        .map((x) => x.data)
        .join(''),
    ).toContain('The sum is 10');
    expect(events.some((x) => x.event === 'error')).toBe(false);
    expect(p.sent()[3]?.toolResult).toContain('10');
  });

  it('answers structured output through the provider', async () => {
    p.reset();
    const id = await h.createFlowFromStart(
      n('llmAgentflow_0', 'llmAgentflow', {
        ...model(p, 'llm'),
        llmStructuredOutput: [
          { key: 'city', type: 'string', description: 'a city' },
          { key: 'score', type: 'number', description: 'a score' },
        ],
      }),
      n('directReplyAgentflow_0', 'directReplyAgentflow', {
        directReplyMessage: '{{llmAgentflow_0.output.city}} / {{llmAgentflow_0.output.score}}',
      }),
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('sample city / 1');
  });

  it('a wrong key is a clear provider error and an ERROR execution', async () => {
    p.reset();
    const wrong = await h.call('POST', '/credentials', {
      name: `${p.name} wrong`,
      credentialName: p.credential.credentialName,
      plainDataObj: { ...p.credential.plainDataObj, ...wrongKey(p) },
    });
    const id = await h.createFlowFromStart(
      n('llmAgentflow_0', 'llmAgentflow', model(p, 'llm', wrong.body.id)),
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'x' });
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/key|denied/i);
    expect((await h.call('GET', `/executions/${res.body.executionId}`)).body.state).toBe('ERROR');
  });
});

describe('OpenAI-compatible servers (Ollama) through the engine', () => {
  it('runs an LLM node streamed and an Agent tool call without a key', async () => {
    const ollama = await startOpenAITestServer({ models: ['llama3.2'] });
    try {
      const config = (prefix: string) =>
        modelInputs(prefix, 'chatOllama', { modelName: 'llama3.2', baseUrl: ollama.baseURL });
      const llmFlow = await h.createFlowFromStart(n('llmAgentflow_0', 'llmAgentflow', config('llm')));
      ollama.enqueue({ text: 'local model speaking' });
      const streamed = await h.call('POST', `/prediction/${llmFlow}`, { question: 'x', streaming: true });
      const tokens = parseSse(streamed.text).filter((x) => x.event === 'token');
      expect(tokens.map((x) => x.data).join('')).toBe('local model speaking');

      const agentFlow = await h.createFlowFromStart(
        n('agentAgentflow_0', 'agentAgentflow', {
          ...config('agent'),
          agentTools: [{ agentSelectedTool: 'add_numbers', agentSelectedToolRequiresHumanInput: false }],
        }),
      );
      ollama.enqueue(
        { toolCalls: [{ name: 'add_numbers', arguments: { a: 1, b: 2 } }] },
        { text: 'It is 3' },
      );
      const res = await h.call('POST', `/prediction/${agentFlow}`, { question: 'add 1 and 2' });
      expect(res.body.text).toBe('It is 3');
      expect(ollama.requests[2]?.body.messages?.find((m) => m.role === 'tool')?.content).toBe('3');
      expect(ollama.requests.every((r) => r.body.model === 'llama3.2' && !r.headers.authorization)).toBe(
        true,
      );
    } finally {
      await ollama.close();
    }
  });
});

describe('Azure OpenAI specifics', () => {
  it("calls the deployment (the credential's, or the Model Name) at the deployments path with its api-version", async () => {
    const [, , azureProvider] = providers;
    if (!azureProvider) throw new Error('azure');
    azure.reset();
    const id = await h.createFlowFromStart(n('llmAgentflow_0', 'llmAgentflow', model(azureProvider, 'llm')));
    expect((await h.call('POST', `/prediction/${id}`, { question: 'x' })).status).toBe(200);
    expect(azureTarget(azure.requests[0]?.path ?? '')).toEqual({
      deployment: 'gpt4o-prod',
      apiVersion: '2024-10-21',
    });
    // a Model Name in the form names another deployment than the credential's
    const other = model(azureProvider, 'llm');
    (other.llmModelConfig as Record<string, unknown>).modelName = 'gpt4o-eval';
    const eval_ = await h.createFlowFromStart(n('llmAgentflow_0', 'llmAgentflow', other));
    expect((await h.call('POST', `/prediction/${eval_}`, { question: 'x' })).status).toBe(200);
    expect(azureTarget(azure.requests[1]?.path ?? '').deployment).toBe('gpt4o-eval');
  });
});

function keyOf(p: Provider): keyof typeof secret {
  return p.component === 'chatAnthropic'
    ? 'anthropic'
    : p.component === 'azureChatOpenAI'
      ? 'azure'
      : 'google';
}

function wrongKey(p: Provider): Record<string, string> {
  const field = Object.keys(p.credential.plainDataObj).find((k) => /ApiKey|APIKey/.test(k)) ?? 'apiKey';
  return { [field]: 'wrong-key' };
}
