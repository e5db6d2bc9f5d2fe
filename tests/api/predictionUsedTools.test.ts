import { beforeAll, describe, expect, it } from 'vitest';
import { ADD_NUMBERS_TOOL, node as n, parseSse, engineHarness } from './engineHarness.ts';

const h = engineHarness();
beforeAll(async () => {
  const tool = await h.call('POST', '/tools', ADD_NUMBERS_TOOL);
  if (tool.status !== 201) throw new Error(tool.text);
});

/** Start -> an Agent that may call add_numbers. */
const adderAgent = () =>
  h.createFlowFromStart(
    n('agentAgentflow_0', 'agentAgentflow', {
      ...h.model('agent'),
      agentTools: [{ agentSelectedTool: 'add_numbers' }],
    }),
  );
const stream = async (id: string, question: string) => {
  const res = await h.call('POST', `/prediction/${id}`, { question, streaming: true });
  expect(res.status).toBe(200);
  return parseSse(res.text);
};

describe('usedTools in streaming predictions', () => {
  it('an agent that calls a tool streams usedTools [{tool, toolInput, toolOutput}] before the answer ends', async () => {
    const id = await adderAgent();
    h.llm.enqueue(
      { toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 40 } }] },
      { text: 'The sum is 42' },
    );
    const events = await stream(id, 'add 2 and 40');
    const names = events.map((x) => x.event);
    const used = events.filter((x) => x.event === 'usedTools');
    expect(used).toHaveLength(1);
    expect(used[0]?.data).toEqual([{ tool: 'add_numbers', toolInput: { a: 2, b: 40 }, toolOutput: '42' }]);
    expect(names.indexOf('usedTools')).toBeLessThan(names.indexOf('metadata'));
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.join('')).toBe('The sum is 42');

    // The stored answer keeps them, so a reloaded chat shows the same chips.
    const meta = events.find((x) => x.event === 'metadata')?.data as { chatId: string };
    const stored = await h.call('GET', `/chatmessage/${id}?chatId=${meta.chatId}`);
    const answer = stored.body.find((m: { role: string }) => m.role === 'apiMessage');
    expect(answer.usedTools).toEqual([{ tool: 'add_numbers', toolInput: { a: 2, b: 40 }, toolOutput: '42' }]);
  });

  it('a failed tool call is reported with its error; no tools, no usedTools event', async () => {
    const id = await adderAgent();
    h.llm.enqueue({ toolCalls: [{ name: 'add_numbers', arguments: { a: 'x' } }] }, { text: 'Could not add' });
    const events = await stream(id, 'add');
    const used = events.find((x) => x.event === 'usedTools')?.data as { tool: string; error?: string }[];
    expect(used).toHaveLength(1);
    expect(used[0]?.tool).toBe('add_numbers');
    expect(used[0]?.error).toBeTruthy();

    const plain = await h.createLlmFlow();
    const none = await stream(plain, 'hi');
    expect(none.some((x) => x.event === 'usedTools')).toBe(false);
  });

  it('the Tool node streams usedTools with the arguments it resolved', async () => {
    const shout = await h.call('POST', '/tools', {
      name: 'shout',
      description: 'Upper-cases a text',
      schema: JSON.stringify({
        type: 'object',
        properties: { text: { type: 'string' } },
        required: ['text'],
      }),
      func: 'return $text.toUpperCase();',
    });
    expect(shout.status).toBe(201);
    const id = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'shout',
        toolInputArgs: [{ inputArgName: 'text', inputArgValue: '{{question}}' }],
      }),
    );
    const events = await stream(id, 'hello');
    expect(events.find((x) => x.event === 'usedTools')?.data).toEqual([
      { tool: 'shout', toolInput: { text: 'hello' }, toolOutput: 'HELLO' },
    ]);
  });
});
