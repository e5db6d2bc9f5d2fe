import { describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode } from '../flow.ts';
import { regenerateConditionOutputs, rowsOf } from './regenerateConditionOutputs.ts';

const condition = (rows: unknown): FlowNode => ({
  id: 'conditionAgentflow_0',
  position: { x: 0, y: 0 },
  data: {
    id: 'conditionAgentflow_0',
    name: 'conditionAgentflow',
    label: 'Condition',
    inputs: { conditions: rows },
  },
});
const from = (i: number, target: string): FlowEdge => ({
  id: `e${i}-${target}`,
  source: 'conditionAgentflow_0',
  sourceHandle: `conditionAgentflow_0-output-${i}`,
  target,
  targetHandle: target,
});

describe('regenerateConditionOutputs', () => {
  const rule = { param: 'conditions', extraOutput: 'Else' };

  it('makes one output per row plus Else', () => {
    const r = regenerateConditionOutputs(condition([{}, {}]), [], rule);
    expect(r.outputAnchors.map((a) => a.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
      'conditionAgentflow_0-output-2',
    ]);
    expect(r.outputAnchors[2]?.label).toBe('Else');
    expect(r.outputAnchors[0]?.description).toBe('Condition 0');
  });

  it('returns the edges whose output is gone', () => {
    const other: FlowEdge = { id: 'x', source: 'a_0', target: 'b_0', sourceHandle: 'a_0-output-3' };
    const edges = [from(0, 'a_1'), from(1, 'a_2'), from(2, 'a_3'), other];
    const r = regenerateConditionOutputs(condition([{}]), edges, rule);
    expect(r.removedEdges.map((e) => e.id)).toEqual(['e2-a_3']);
    expect(r.edges.map((e) => e.id)).toEqual(['e0-a_1', 'e1-a_2', 'x']);
  });

  it('has no extra output for a Condition Agent, and reads rows saved as JSON text', () => {
    const node = condition(JSON.stringify([{ scenario: 'a' }, { scenario: 'b' }]));
    const r = regenerateConditionOutputs(node, [from(2, 'z_0')], { param: 'conditions' });
    expect(r.outputAnchors).toHaveLength(2);
    expect(r.removedEdges).toHaveLength(1);
  });

  it('treats empty or broken values as no rows', () => {
    expect(rowsOf('')).toEqual([]);
    expect(rowsOf('not json')).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf([1, { a: 1 }])).toEqual([{}, { a: 1 }]);
  });
});
