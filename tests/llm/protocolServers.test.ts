import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import {
  embedMany,
  generateText,
  jsonSchema,
  type LanguageModel,
  Output,
  stepCountIs,
  streamText,
  tool,
} from 'ai';
import { afterAll, describe, expect, it } from 'vitest';
import { startAnthropicTestServer } from './anthropicTestServer.ts';
import { azureTarget, startAzureTestServer } from './azureTestServer.ts';
import { startGoogleTestServer } from './googleTestServer.ts';
import type { ScriptedReply } from './scriptedReply.ts';

const anthropic = await startAnthropicTestServer({ apiKey: 'sk-ant-test' });
const google = await startGoogleTestServer({ apiKey: 'g-test' });
const azure = await startAzureTestServer({ apiKey: 'az-test', deployments: ['gpt4o-prod'] });
afterAll(() => Promise.all([anthropic.close(), google.close(), azure.close()]));

interface Case {
  name: string;
  model(key?: string): LanguageModel;
  enqueue(...r: ScriptedReply[]): void;
  reset(): void;
  setChunkDelay(ms: number): void;
  /** What the server received, reduced to what the assertions compare. */
  sent(): { key: unknown; toolResult: unknown; toolNames: string[] }[];
}

const cases: Case[] = [
  {
    name: 'anthropic',
    model: (key = 'sk-ant-test') =>
      createAnthropic({ baseURL: anthropic.baseURL, apiKey: key })('claude-sonnet-4-0'),
    enqueue: anthropic.enqueue,
    reset: anthropic.reset,
    setChunkDelay: anthropic.setChunkDelay,
    sent: () =>
      anthropic.requests.map((r) => ({
        key: r.headers['x-api-key'],
        toolNames: (r.body.tools ?? []).map((t) => t.name),
        toolResult: r.body.messages
          ?.flatMap((m) => (typeof m.content === 'string' ? [] : m.content))
          .find((b) => b.type === 'tool_result')?.content,
      })),
  },
  {
    name: 'google',
    model: (key = 'g-test') =>
      createGoogleGenerativeAI({ baseURL: google.baseURL, apiKey: key })('gemini-2.0-flash'),
    enqueue: google.enqueue,
    reset: google.reset,
    setChunkDelay: google.setChunkDelay,
    sent: () =>
      google.requests.map((r) => ({
        key: r.headers['x-goog-api-key'],
        toolNames: (r.body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name)),
        toolResult: r.body.contents?.flatMap((c) => c.parts).find((p) => p.functionResponse)?.functionResponse
          ?.response,
      })),
  },
  {
    name: 'azure',
    model: (key = 'az-test') =>
      createAzure({
        baseURL: azure.azureBaseURL,
        apiKey: key,
        apiVersion: '2024-10-21',
        useDeploymentBasedUrls: true,
      }).chat('gpt4o-prod'),
    enqueue: azure.enqueue,
    reset: azure.reset,
    setChunkDelay: azure.setChunkDelay,
    sent: () =>
      azure.requests.map((r) => ({
        key: r.headers['api-key'],
        toolNames: (r.body.tools ?? []).map((t) => t.function.name),
        toolResult: r.body.messages?.find((m) => m.role === 'tool')?.content,
      })),
  },
];

const add = tool({
  description: 'Adds two numbers',
  inputSchema: jsonSchema<{ a: number; b: number }>({
    type: 'object',
    properties: { a: { type: 'number' }, b: { type: 'number' } },
    required: ['a', 'b'],
  }),
  execute: async ({ a, b }) => String(a + b),
});

describe.each(cases)('$name test server through the ai SDK', (c) => {
  it('answers text with usage, and echoes without a script', async () => {
    c.reset();
    c.enqueue({ text: 'Hello there', usage: { prompt_tokens: 7, completion_tokens: 2 } });
    const first = await generateText({ model: c.model(), prompt: 'Hi' });
    expect(first.text).toBe('Hello there');
    expect(first.usage.inputTokens).toBe(7);
    expect(first.usage.outputTokens).toBe(2);
    expect((await generateText({ model: c.model(), prompt: 'ping' })).text).toBe('echo: ping');
    expect(c.sent()[0]?.key).toBeTruthy();
  });

  it('streams the text in several chunks with the configured latency', async () => {
    c.reset();
    c.setChunkDelay(20);
    c.enqueue({ text: 'one two three four' });
    const started = Date.now();
    const parts: string[] = [];
    for await (const delta of streamText({ model: c.model(), prompt: 'count' }).textStream) parts.push(delta);
    c.setChunkDelay(0);
    expect(parts.join('')).toBe('one two three four');
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
  });

  it('calls a tool and gets its result back in the next request, streamed and not', async () => {
    for (const stream of [false, true]) {
      c.reset();
      c.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] }, { text: 'The sum is 42' });
      const args = { model: c.model(), prompt: 'add 2 and 40', tools: { add }, stopWhen: stepCountIs(3) };
      const text = stream ? await streamText(args).text : (await generateText(args)).text;
      expect(text).toBe('The sum is 42');
      const sent = c.sent();
      expect(sent).toHaveLength(2);
      expect(sent[0]?.toolNames).toEqual(['add']);
      expect(JSON.stringify(sent[1]?.toolResult)).toContain('42');
    }
  });

  it('answers structured output from the schema', async () => {
    c.reset();
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, count: { type: 'number' } },
      required: ['city', 'count'],
      additionalProperties: false,
    };
    const result = await generateText({
      model: c.model(),
      prompt: 'x',
      output: Output.object({ schema: jsonSchema(schema) }),
    });
    expect(result.output).toEqual({ city: 'sample city', count: 1 });
  });

  it('refuses a wrong key and passes scripted errors on with their status', async () => {
    c.reset();
    await expect(generateText({ model: c.model('wrong'), prompt: 'x', maxRetries: 0 })).rejects.toMatchObject(
      {
        statusCode: expect.any(Number),
      },
    );
    c.enqueue({ error: { status: 500, message: 'model exploded' } });
    await expect(generateText({ model: c.model(), prompt: 'x', maxRetries: 0 })).rejects.toThrow(
      'model exploded',
    );
  });
});

describe('protocol details', () => {
  it('azure: the deployment path and api-version; unknown deployments and missing versions are 404', async () => {
    azure.reset();
    await generateText({ model: cases[2]?.model() as LanguageModel, prompt: 'x' });
    expect(azureTarget(azure.requests[0]?.path ?? '')).toEqual({
      deployment: 'gpt4o-prod',
      apiVersion: '2024-10-21',
    });
    const other = createAzure({
      baseURL: azure.azureBaseURL,
      apiKey: 'az-test',
      useDeploymentBasedUrls: true,
    });
    await expect(generateText({ model: other.chat('nope'), prompt: 'x', maxRetries: 0 })).rejects.toThrow(
      'does not exist',
    );
    const res = await fetch(`${azure.azureBaseURL}/deployments/gpt4o-prod/chat/completions`, {
      method: 'POST',
      headers: { 'api-key': 'az-test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });

  it('anthropic and google list models page by page', async () => {
    const headers = { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01' };
    const page = await (await fetch(`${anthropic.baseURL}/models?limit=2`, { headers })).json();
    expect(page).toMatchObject({ has_more: true, last_id: 'claude-3-5-haiku-latest' });
    const rest = await (
      await fetch(`${anthropic.baseURL}/models?limit=2&after_id=${page.last_id}`, { headers })
    ).json();
    expect(rest).toMatchObject({ has_more: false, data: [{ id: 'claude-opus-4-0' }] });
    const g = await (
      await fetch(`${google.baseURL}/models?pageSize=2`, { headers: { 'x-goog-api-key': 'g-test' } })
    ).json();
    expect(g.models).toHaveLength(2);
    expect(g.nextPageToken).toBe('2');
  });

  it('embeddings: google batchEmbedContents and azure deployments/embeddings, deterministic per text', async () => {
    const g = createGoogleGenerativeAI({ baseURL: google.baseURL, apiKey: 'g-test' }).embedding(
      'text-embedding-004',
    );
    const a = createAzure({
      baseURL: azure.azureBaseURL,
      apiKey: 'az-test',
      apiVersion: '2024-10-21',
      useDeploymentBasedUrls: true,
    }).embedding('gpt4o-prod');
    for (const model of [g, a]) {
      const { embeddings } = await embedMany({ model, values: ['cat', 'dog', 'cat'] });
      expect(embeddings).toHaveLength(3);
      expect(embeddings[0]).toEqual(embeddings[2]);
      expect(embeddings[0]).not.toEqual(embeddings[1]);
    }
  });
});
