import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FlowiseClient } from 'flowise-sdk';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../node-registry/flow.ts';
import { engineHarness } from './engineHarness.ts';

/**
 * A peer chatflow (the marketplace's Conversation Chain: ChatOpenAI, Buffer Memory, Conversation
 * Chain) saved through the flows API and run through the prediction API by the published Flowise
 * client and by the embed widget's public calls, against the local OpenAI-compatible server.
 */
const h = engineHarness();
const FIXTURE = join(
  import.meta.dirname,
  '../../../shared/fixtures/flowise-templates/chatflows/Conversation Chain.json',
);

async function createConversationChain(): Promise<string> {
  const flow = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Flow;
  for (const n of flow.nodes) {
    if (n.data.name !== 'chatOpenAI') continue;
    // the user's own choices after import: a credential, and the model server's address
    n.data.credential = h.credentialId;
    (n.data.inputs as Record<string, unknown>).basepath = h.llm.baseURL;
  }
  const created = await h.call('POST', '/chatflows', {
    name: 'Conversation Chain',
    type: 'CHATFLOW',
    flowData: JSON.stringify({ nodes: flow.nodes, edges: flow.edges }),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
}

const messagesOf = (i: number) =>
  (h.llm.requests[i]?.body.messages ?? []).map((m) => `${m.role}: ${String(m.content)}`);

describe('a chatflow through the prediction API', { timeout: 120_000 }, () => {
  it('flowise-sdk streams the answer, and the memory carries the first exchange into the second', async () => {
    const id = await createConversationChain();
    const client = new FlowiseClient({ baseUrl: h.server.url });
    h.llm.enqueue({ text: 'Nice to meet you, Ada.' });
    const stream = await client.createPrediction({
      chatflowId: id,
      question: 'My name is Ada.',
      chatId: 'conv-1',
      streaming: true,
    });
    const events: { event: string; data: unknown }[] = [];
    for await (const e of stream as AsyncIterable<{ event: string; data: unknown }>) events.push(e);
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)?.event).toBe('end');
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data);
    expect(tokens.join('')).toBe('Nice to meet you, Ada.');
    expect(tokens.length).toBeGreaterThan(1);

    h.llm.enqueue({ text: 'Your name is Ada.' });
    const second = await client.createPrediction({
      chatflowId: id,
      question: 'What is my name?',
      chatId: 'conv-1',
    });
    expect(second).toMatchObject({
      text: 'Your name is Ada.',
      chatId: 'conv-1',
      question: 'What is my name?',
    });
    expect(typeof second.chatMessageId).toBe('string');
    // the second model call saw the first exchange before the new question
    const seen = messagesOf(1);
    expect(seen.some((m) => m.includes('My name is Ada.'))).toBe(true);
    expect(seen.some((m) => m.includes('Nice to meet you, Ada.'))).toBe(true);
    expect(seen.at(-1)).toContain('What is my name?');

    // another chat starts without that memory
    h.llm.enqueue({ text: 'I do not know.' });
    await client.createPrediction({ chatflowId: id, question: 'What is my name?', chatId: 'conv-2' });
    expect(messagesOf(2).some((m) => m.includes('My name is Ada.'))).toBe(false);

    // both exchanges of conv-1 are stored as the chat's messages
    const messages = await h.call('GET', `/chatmessage/${id}?chatId=conv-1`);
    expect(messages.status, messages.text).toBe(200);
    expect((messages.body as { role: string; content: string }[]).map((m) => [m.role, m.content])).toEqual([
      ['userMessage', 'My name is Ada.'],
      ['apiMessage', 'Nice to meet you, Ada.'],
      ['userMessage', 'What is my name?'],
      ['apiMessage', 'Your name is Ada.'],
    ]);
  });

  it('answers the embed widget: streaming check and public config without signing in, then a prediction', async () => {
    const id = await createConversationChain();
    const anon = (method: string, path: string, body?: unknown) =>
      fetch(`${h.server.url}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    expect(await (await anon('GET', `/chatflows-streaming/${id}`)).json()).toEqual({ isStreaming: true });
    expect((await anon('GET', `/public-chatbotConfig/${id}`)).status).toBe(200);
    h.llm.enqueue({ text: 'Hello from the widget.' });
    const res = await anon('POST', `/prediction/${id}`, { question: 'Hi', chatId: 'embed-1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ text: 'Hello from the widget.', chatId: 'embed-1' });
  });
});
