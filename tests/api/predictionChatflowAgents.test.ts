import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../node-registry/flow.ts';
import { engineHarness, parseSse } from './engineHarness.ts';

// The peer's saved agent and retrieval chatflows (the fixtures), run through POST /prediction.
const FIXTURES = join(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');

const h = engineHarness();

/** A fixture as a user imports it: its OpenAI nodes use the harness credential and the test model server. */
async function importFixture(name: string, edit: (flow: Flow) => void = () => {}): Promise<string> {
  const flow = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Flow;
  for (const n of flow.nodes) {
    if (n.data.name === 'chatOpenAI' || n.data.name === 'openAIEmbeddings') {
      n.data.credential = h.credentialId;
      n.data.inputs = { ...n.data.inputs, basepath: h.llm.baseURL };
    }
    if (n.data.name === 'chatMistralAI') {
      n.data.credential = h.credentialId;
      n.data.inputs = { ...n.data.inputs, overrideEndpoint: h.llm.baseURL };
    }
  }
  edit(flow);
  const res = await h.call('POST', '/chatflows', { name, type: 'CHATFLOW', flowData: JSON.stringify(flow) });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

describe('agent and retrieval chatflows through the prediction API', () => {
  it('Conversational Agent: the calculator call comes back as usedTools, in the JSON answer and as an SSE event', async () => {
    const id = await importFixture('Conversational Agent');
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '12 * 12' } }] }, { text: '144.' });
    const streamed = await h.call('POST', `/prediction/${id}`, {
      question: 'What is 12 squared?',
      chatId: 'agent-1',
      streaming: true,
    });
    expect(streamed.status, streamed.text).toBe(200);
    const events = parseSse(streamed.text);
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('144.');
    const used = events.find((e) => e.event === 'usedTools')?.data;
    expect(used).toEqual([{ tool: 'calculator', toolInput: { input: '12 * 12' }, toolOutput: '144' }]);

    // the same session: memory carries the exchange; a JSON answer carries usedTools too
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '144 + 1' } }] }, { text: '145.' });
    const json = await h.call('POST', `/prediction/${id}`, { question: 'Plus one?', chatId: 'agent-1' });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      text: '145.',
      chatId: 'agent-1',
      usedTools: [{ tool: 'calculator', toolInput: { input: '144 + 1' }, toolOutput: '145' }],
    });
    const sent = (h.llm.requests[2]!.body.messages ?? []).map((m) => m.content);
    expect(sent.slice(1)).toEqual(['What is 12 squared?', '144.', 'Plus one?']);
  });

  it('Conversational Retrieval QA Chain: a text file indexed by Faiss answers with its passage', async () => {
    const id = await importFixture('Conversational Retrieval QA Chain', (flow) => {
      const textFile = flow.nodes.find((n) => n.data.name === 'textFile')!;
      textFile.data.inputs = {
        ...textFile.data.inputs,
        txtFile: `data:text/plain;base64,${Buffer.from('The office closes at six on Fridays.').toString('base64')},filename:office.txt`,
      };
    });
    h.llm.enqueue({ text: 'At six.' });
    const res = await h.call('POST', `/prediction/${id}`, {
      question: 'When does the office close on Friday?',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('At six.');
    const chat = h.llm.requests.find((r) => r.path.endsWith('/chat/completions'))!;
    expect(chat.body.messages?.[0]?.content).toContain('The office closes at six on Fridays.');
  });

  it('a node that cannot work here (Read File) is refused before the run, with its reason', async () => {
    const id = await importFixture('Conversational Agent', (flow) => {
      const serp = flow.nodes.find((n) => n.data.name === 'serpAPI')!;
      serp.data = { ...serp.data, name: 'readFile', label: 'Read File', inputs: {} };
    });
    const before = h.llm.requests.length;
    const res = await h.call('POST', `/prediction/${id}`, { question: 'read /etc/passwd' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({
        nodeId: 'serpAPI_0',
        message: expect.stringMatching(/^Not available here: A model could reach any file/),
      }),
    );
    expect(h.llm.requests.length).toBe(before);
  });
});
