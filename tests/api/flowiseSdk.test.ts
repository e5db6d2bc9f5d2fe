import { FlowiseClient } from 'flowise-sdk';
import { describe, expect, it } from 'vitest';
import { engineHarness } from './engineHarness.ts';

/**
 * The published Flowise client (flowise-sdk) as a real client of our prediction API: it first
 * asks GET /chatflows-streaming/:id, then POSTs /prediction/:id and, when streaming, parses the
 * SSE `data:` lines itself. Any drift in routes, body fields or event shapes breaks these tests.
 */
const h = engineHarness();

interface StreamEvent {
  event: string;
  data: unknown;
}

async function collect(stream: AsyncIterable<{ event: string; data: unknown }>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const x of stream) events.push(x);
  return events;
}

describe('flowise-sdk client', { timeout: 120_000 }, () => {
  it('createPrediction without streaming answers the JSON shape', async () => {
    const id = await h.createLlmFlow();
    const client = new FlowiseClient({ baseUrl: h.server.url });
    const res = await client.createPrediction({ chatflowId: id, question: 'hello sdk', chatId: 'sdk-chat' });
    expect(res).toMatchObject({ text: 'echo: hello sdk', question: 'hello sdk', chatId: 'sdk-chat' });
    expect(typeof res.executionId).toBe('string');
    expect(typeof res.chatMessageId).toBe('string');
    expect(h.llm.requests).toHaveLength(1);
    expect(h.llm.requests[0]?.body.stream).toBeFalsy();
  });

  it('createPrediction with streaming yields start, tokens, metadata and end', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ text: 'streamed through the sdk' });
    const client = new FlowiseClient({ baseUrl: h.server.url });
    const stream = await client.createPrediction({
      chatflowId: id,
      question: 'stream please',
      streaming: true,
      chatId: 'sdk-stream',
    });
    const events = await collect(stream);
    const names = events.map((x) => x.event);
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('end');
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(tokens.join('')).toBe('streamed through the sdk');
    const metadata = events.find((x) => x.event === 'metadata')?.data as Record<string, unknown>;
    expect(metadata).toMatchObject({ chatId: 'sdk-stream', question: 'stream please' });
    expect(typeof metadata.executionId).toBe('string');
    expect(h.llm.requests[0]?.body.stream).toBe(true);
  });

  it('sends the API key of a flow bound to one; without it the answer is the 401 error body', async () => {
    const key = await h.call('POST', '/apikey', { keyName: 'sdk' });
    expect(key.status).toBe(201);
    const id = await h.createLlmFlow({ apikey_id: key.body.id });
    const good = new FlowiseClient({ baseUrl: h.server.url, apiKey: key.body.apiKey });
    expect(await good.createPrediction({ chatflowId: id, question: 'with key' })).toMatchObject({
      text: 'echo: with key',
    });
    const none = new FlowiseClient({ baseUrl: h.server.url });
    // the SDK returns the error body as the answer of a non-streaming call
    const refused = await none.createPrediction({ chatflowId: id, question: 'no key' });
    expect(refused).toMatchObject({ message: expect.any(String) });
    expect(refused).not.toHaveProperty('text');
    expect(h.llm.requests).toHaveLength(1);
  });

  it('streams a flow bound to an API key: the streaming check needs no key, the prediction does', async () => {
    const key = await h.call('POST', '/apikey', { keyName: 'sdk-stream' });
    const id = await h.createLlmFlow({ apikey_id: key.body.id });
    h.llm.enqueue({ text: 'keyed and streamed' });
    const client = new FlowiseClient({ baseUrl: h.server.url, apiKey: key.body.apiKey });
    const stream = await client.createPrediction({ chatflowId: id, question: 'keyed', streaming: true });
    const events = await collect(stream);
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.join('')).toBe('keyed and streamed');
    expect(events.at(-1)?.event).toBe('end');
  });
});
