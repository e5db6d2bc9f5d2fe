import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, Output, streamText, tool } from 'ai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from './openaiTestServer.ts';
import { chunkText } from './scriptedReply.ts';
import { sampleFromSchema } from './sampleFromSchema.ts';

const server = await startOpenAITestServer();
const model = createOpenAI({ baseURL: server.baseURL, apiKey: 'sk-test' }).chat('gpt-4o-mini');

afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.setChunkDelay(0);
});

describe('openaiTestServer', () => {
  it('answers a non-streamed request with the scripted text and usage, and records it', async () => {
    server.enqueue({ text: 'Hello there', usage: { prompt_tokens: 7, completion_tokens: 2 } });
    const result = await generateText({ model, prompt: 'Hi' });
    expect(result.text).toBe('Hello there');
    expect(result.usage.inputTokens).toBe(7);
    expect(result.usage.outputTokens).toBe(2);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body.model).toBe('gpt-4o-mini');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('echoes the last user message when nothing is scripted', async () => {
    const result = await generateText({ model, prompt: 'ping' });
    expect(result.text).toBe('echo: ping');
  });

  it('streams chunks over SSE with the configured latency between them', async () => {
    server.setChunkDelay(30);
    server.enqueue({ text: 'one two three four' });
    const started = Date.now();
    const stamps: number[] = [];
    const parts: string[] = [];
    const result = streamText({ model, prompt: 'count' });
    for await (const delta of result.textStream) {
      parts.push(delta);
      stamps.push(Date.now() - started);
    }
    expect(parts.join('')).toBe('one two three four');
    expect(parts.length).toBeGreaterThanOrEqual(4);
    // four content chunks after the role chunk, 30 ms apart
    expect(stamps.at(-1)).toBeGreaterThanOrEqual(120);
    expect(server.requests[0]?.body.stream).toBe(true);
  });

  it('returns tool calls with their arguments', async () => {
    server.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] });
    const result = await generateText({
      model,
      prompt: 'add',
      tools: {
        add: tool({
          description: 'adds',
          inputSchema: jsonSchema<{ a: number; b: number }>({
            type: 'object',
            properties: { a: { type: 'number' }, b: { type: 'number' } },
          }),
        }),
      },
    });
    expect(result.toolCalls).toHaveLength(1);
    expect(result.toolCalls[0]?.toolName).toBe('add');
    expect(result.toolCalls[0]?.input).toEqual({ a: 2, b: 3 });
    expect(result.finishReason).toBe('tool-calls');
    expect(server.requests[0]?.body.tools?.[0]?.function.name).toBe('add');
  });

  it('streams tool calls too', async () => {
    server.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 1, b: 1 } }] });
    const result = streamText({
      model,
      prompt: 'add',
      tools: {
        add: tool({ inputSchema: jsonSchema({ type: 'object', properties: { a: { type: 'number' } } }) }),
      },
    });
    const calls = await result.toolCalls;
    expect(calls[0]?.input).toEqual({ a: 1, b: 1 });
  });

  it('answers structured output from the schema or from a script', async () => {
    const schema = jsonSchema<{ city: string; n: number }>({
      type: 'object',
      properties: { city: { type: 'string' }, n: { type: 'number' } },
      required: ['city', 'n'],
      additionalProperties: false,
    });
    const sampled = await generateText({ model, prompt: 'x', output: Output.object({ schema }) });
    expect(sampled.output).toEqual({ city: 'sample city', n: 1 });
    expect(server.requests[0]?.body.response_format?.type).toBe('json_schema');
    server.enqueue({ json: { city: 'Paris', n: 3 } });
    const scripted = await generateText({ model, prompt: 'x', output: Output.object({ schema }) });
    expect(scripted.output).toEqual({ city: 'Paris', n: 3 });
  });

  it('uses a responder function of the request', async () => {
    server.setResponder((req) => ({ text: `model=${req.body.model}` }));
    expect((await generateText({ model, prompt: 'x' })).text).toBe('model=gpt-4o-mini');
  });

  it('answers a scripted error with its status', async () => {
    server.enqueue({ error: { status: 500, message: 'boom' } });
    await expect(generateText({ model, prompt: 'x', maxRetries: 0 })).rejects.toThrow(/boom/);
  });

  it('lists models and 404s unknown paths', async () => {
    const list = (await (await fetch(`${server.baseURL}/models`)).json()) as { data: { id: string }[] };
    expect(list.data.map((m) => m.id)).toContain('gpt-4o-mini');
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
  });

  it('chunks text losslessly and samples schemas', () => {
    expect(chunkText('a  b c').join('')).toBe('a  b c');
    expect(sampleFromSchema({ type: 'array', items: { enum: ['x', 'y'] } })).toEqual(['x']);
  });
});
