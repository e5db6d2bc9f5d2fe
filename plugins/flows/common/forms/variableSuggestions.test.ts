import { describe, expect, it } from 'vitest';
import type { FlowNode, Graph } from '../../../../node-registry/flow.ts';
import { buildVariableSuggestions, filterSuggestions, upstreamNodeIds } from './variableSuggestions.ts';

const node = (id: string, name: string, extra: Partial<FlowNode> = {}, inputs = {}): FlowNode => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name, label: id.toUpperCase(), inputs },
  ...extra,
});

const graph: Graph = {
  nodes: [
    node(
      'start_0',
      'startAgentflow',
      {},
      {
        startInputType: 'formInput',
        startState: [
          { key: 'topic', value: '' },
          { key: ' ', value: '' },
        ],
        formInputTypes: [{ type: 'string', label: 'First name', name: 'firstName' }],
      },
    ),
    node('llm_0', 'llmAgentflow'),
    node('llm_1', 'llmAgentflow'),
    node('iter_0', 'iterationAgentflow'),
    node('inner_0', 'llmAgentflow', { parentNode: 'iter_0' }),
    node('note_0', 'stickyNoteAgentflow'),
    node('after_0', 'directReplyAgentflow'),
  ],
  edges: [
    { id: 'e1', source: 'start_0', target: 'llm_0' },
    { id: 'e2', source: 'llm_0', target: 'iter_0' },
    { id: 'e3', source: 'note_0', target: 'llm_1' },
    { id: 'e4', source: 'iter_0', target: 'after_0' },
  ],
};

describe('upstreamNodeIds', () => {
  it('walks edges back, nearest first, skipping sticky notes and the node itself', () => {
    expect(upstreamNodeIds(graph, 'after_0')).toEqual(['iter_0', 'llm_0', 'start_0']);
    expect(upstreamNodeIds(graph, 'llm_1')).toEqual([]);
  });
  it('goes up through the container of a child node without offering the container itself', () => {
    expect(upstreamNodeIds(graph, 'inner_0')).toEqual(['llm_0', 'start_0']);
  });
  it('survives a cycle', () => {
    const cyclic: Graph = {
      nodes: [node('a', 'llmAgentflow'), node('b', 'llmAgentflow')],
      edges: [
        { id: '1', source: 'a', target: 'b' },
        { id: '2', source: 'b', target: 'a' },
      ],
    };
    expect(upstreamNodeIds(cyclic, 'a')).toEqual(['b']);
  });
});

describe('buildVariableSuggestions', () => {
  it('offers chat context, flow variables, state keys, form fields, $vars and upstream outputs', () => {
    const list = buildVariableSuggestions({ graph, nodeId: 'after_0', variables: ['API_KEY'] });
    const values = list.map((s) => s.value);
    expect(values.slice(0, 3)).toEqual(['question', 'chat_history', 'current_date_time']);
    expect(values).toContain('$flow.sessionId');
    expect(values).toContain('$flow.state.topic');
    expect(values).not.toContain('$flow.state.');
    expect(values).toContain('$form.firstName');
    expect(values).toContain('$vars.API_KEY');
    expect(values).not.toContain('$iteration');
    expect(list.filter((s) => s.group === 'Node Outputs').map((s) => [s.value, s.label])).toEqual([
      ['iter_0', 'ITER_0'],
      ['llm_0', 'LLM_0'],
      ['start_0', 'START_0'],
    ]);
  });
  it('offers $iteration inside an Iteration and output keys when asked', () => {
    const values = buildVariableSuggestions({ graph, nodeId: 'inner_0', outputKeys: ['answer'] }).map(
      (s) => s.value,
    );
    expect(values).toContain('$iteration');
    expect(values).toContain('output.answer');
  });
  it('leaves out form fields when the Start node takes chat input', () => {
    const chat: Graph = {
      nodes: [
        node(
          'start_0',
          'startAgentflow',
          {},
          { startInputType: 'chatInput', formInputTypes: [{ name: 'x' }] },
        ),
      ],
      edges: [],
    };
    expect(buildVariableSuggestions({ graph: chat, nodeId: 'start_0' }).some((s) => s.group === 'Form')).toBe(
      false,
    );
  });
});

describe('filterSuggestions', () => {
  it('matches value or label case-insensitively', () => {
    const list = buildVariableSuggestions({ graph, nodeId: 'after_0' });
    expect(filterSuggestions(list, 'STATE').map((s) => s.value)).toEqual(['$flow.state.topic']);
    expect(filterSuggestions(list, 'llm_0').map((s) => s.value)).toEqual(['llm_0']);
    expect(filterSuggestions(list, '')).toHaveLength(list.length);
  });
});
