import { describe, expect, it } from 'vitest';
import { applyStreamEvent, type ChatItem } from './chatItem.ts';

const empty: ChatItem = { key: 'k', role: 'apiMessage', content: '', streaming: true };
const run = (events: [string, unknown][]) =>
  events.reduce((item, [event, data]) => applyStreamEvent(item, { event, data }), empty);

describe('applyStreamEvent', () => {
  it('appends tokens, tracks node progress, takes the message id and ends', () => {
    const item = run([
      ['start', 'c'],
      ['nextAgentFlow', { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'INPROGRESS' }],
      ['token', 'Hel'],
      ['token', 'lo'],
      ['nextAgentFlow', { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'FINISHED' }],
      ['metadata', { chatMessageId: 'm1', chatId: 'c' }],
      ['end', '[DONE]'],
    ]);
    expect(item).toMatchObject({ content: 'Hello', messageId: 'm1', streaming: false });
    expect(item.nodes).toEqual([{ nodeId: 'llm_0', label: 'LLM', status: 'FINISHED' }]);
  });

  it("shows an agent's tool calls as they stream (calledTools), then the final list (usedTools)", () => {
    const first = run([['calledTools', [{ tool: 'calc', toolInput: { input: '2+2' }, toolOutput: '4' }]]]);
    expect(first.usedTools?.map((u) => u.toolOutput)).toEqual(['4']);
    const done = run([
      ['calledTools', [{ tool: 'calc', toolOutput: '4' }]],
      [
        'usedTools',
        [
          { tool: 'calc', toolOutput: '4' },
          { tool: 'calc', toolOutput: '40' },
        ],
      ],
    ]);
    expect(done.usedTools?.map((u) => u.toolOutput)).toEqual(['4', '40']);
  });

  it('collects used tools from executed data, keeps an action and an error', () => {
    const item = run([
      ['agentFlowExecutedData', [{ data: { output: { usedTools: [{ tool: 'calc', toolOutput: '4' }] } } }]],
      ['action', { id: 'a', data: { nodeId: 'h_0', description: 'Approve?' } }],
      ['error', 'boom'],
    ]);
    expect(item.usedTools).toEqual([{ tool: 'calc', toolOutput: '4' }]);
    expect(item.action?.data.nodeId).toBe('h_0');
    expect(item.error).toBe('boom');
  });

  it('returns the same object for events that change nothing', () => {
    expect(applyStreamEvent(empty, { event: 'agentFlowEvent', data: 'INPROGRESS' })).toBe(empty);
    expect(applyStreamEvent(empty, { event: 'token', data: 42 })).toBe(empty);
  });
});
