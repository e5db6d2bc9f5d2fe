import { describe, expect, it } from 'vitest';
import type { FlowNode, Graph } from '../../../node-registry/flow.ts';
import { previousNodeOptions, schemaArgumentOptions, stateKeyOptions } from './flowOptions.ts';

const node = (id: string, name: string, inputs: Record<string, unknown> = {}): FlowNode => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name, label: `${name} label`, inputs },
});

const graph: Graph = {
  nodes: [
    node('startAgentflow_0', 'startAgentflow', {
      startState: [{ key: 'topic' }, { key: 'topic' }, { key: '' }, { key: 'lang' }],
    }),
    node('llmAgentflow_0', 'llmAgentflow'),
    node('loopAgentflow_0', 'loopAgentflow'),
  ],
  edges: [
    { id: 'a', source: 'startAgentflow_0', target: 'llmAgentflow_0' },
    { id: 'b', source: 'llmAgentflow_0', target: 'loopAgentflow_0' },
  ],
};

describe('flow options', () => {
  it("lists Start's state keys once each", () => {
    expect(stateKeyOptions(graph).map((o) => o.name)).toEqual(['topic', 'lang']);
    expect(stateKeyOptions({ nodes: [], edges: [] })).toEqual([]);
  });
  it('lists earlier nodes as <id>-<label>', () => {
    expect(previousNodeOptions(graph, 'loopAgentflow_0').map((o) => o.name)).toEqual([
      'llmAgentflow_0-llmAgentflow label',
      'startAgentflow_0-startAgentflow label',
    ]);
  });
  it("lists a tool schema's argument names with their descriptions", () => {
    const schema = JSON.stringify({
      type: 'object',
      properties: { a: { type: 'number' }, b: { description: 'second' } },
    });
    expect(schemaArgumentOptions(schema)).toEqual([
      { label: 'a', name: 'a' },
      { label: 'b', name: 'b', description: 'second' },
    ]);
    expect(schemaArgumentOptions('nope')).toEqual([]);
    expect(schemaArgumentOptions('null')).toEqual([]);
  });
});
