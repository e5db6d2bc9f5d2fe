import { describe, expect, it } from 'vitest';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import { applyNodeInputs } from './applyNodeInputs.ts';
import type { CanvasGraph } from './canvasGraph.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const row = { type: 'string', value1: '{{question}}', operation: 'equal', value2: 'x' };

function conditionGraph(): CanvasGraph {
  const data = createNodeData(def('conditionAgentflow'), 'conditionAgentflow_0');
  const rows = [row, row];
  const first = applyNodeInputs(
    { nodes: [{ id: 'conditionAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 }, data }], edges: [] },
    'conditionAgentflow_0',
    { ...data.inputs, conditions: rows },
    def('conditionAgentflow'),
  );
  const edge = (i: number) => ({
    id: `e${i}`,
    source: 'conditionAgentflow_0',
    sourceHandle: `conditionAgentflow_0-output-${i}`,
    target: `t${i}`,
    targetHandle: `t${i}`,
  });
  return { nodes: first.nodes, edges: [edge(0), edge(1), edge(2)] };
}

describe('applyNodeInputs', () => {
  it('gives a condition one output per row plus Else', () => {
    const g = conditionGraph();
    expect(g.nodes[0]!.data.outputAnchors!.map((a) => a.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
      'conditionAgentflow_0-output-2',
    ]);
    expect(g.nodes[0]!.data.outputAnchors!.at(-1)!.label).toBe('End');
  });

  it('drops the edges of outputs that a removed row took away', () => {
    const g = conditionGraph();
    const next = applyNodeInputs(g, 'conditionAgentflow_0', { conditions: [row] }, def('conditionAgentflow'));
    expect(next.nodes[0]!.data.outputAnchors!.map((a) => a.label)).toEqual(['0', 'End']);
    expect(next.edges.map((e) => e.id)).toEqual(['e0', 'e1']);
    expect(g.edges.length).toBe(3);
  });

  it('relabels kept branches whose output changed meaning', () => {
    const g = conditionGraph();
    g.edges = g.edges.map((e, i) => ({ ...e, data: { edgeLabel: ['0', '1', 'End'][i] } }));
    const fewer = applyNodeInputs(
      g,
      'conditionAgentflow_0',
      { conditions: [row] },
      def('conditionAgentflow'),
    );
    expect(fewer.edges.map((e) => e.data?.edgeLabel)).toEqual(['0', 'End']);
    const same = applyNodeInputs(
      g,
      'conditionAgentflow_0',
      { conditions: [row, row] },
      def('conditionAgentflow'),
    );
    expect(same.edges).toBe(g.edges);
  });

  it('re-evaluates show/hide rules of other nodes types and keeps their edges', () => {
    const data = createNodeData(def('startAgentflow'), 'startAgentflow_0');
    const g: CanvasGraph = {
      nodes: [{ id: 'startAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 }, data }],
      edges: [{ id: 'e', source: 'startAgentflow_0', target: 'x' }],
    };
    const formTitle = () => next.nodes[0]!.data.inputParams!.find((p) => p.name === 'formTitle')!;
    let next = applyNodeInputs(
      g,
      'startAgentflow_0',
      { ...data.inputs, startInputType: 'formInput' },
      def('startAgentflow'),
    );
    expect(formTitle().display).toBe(true);
    next = applyNodeInputs(
      next,
      'startAgentflow_0',
      { ...data.inputs, startInputType: 'chatInput' },
      def('startAgentflow'),
    );
    expect(formTitle().display).toBe(false);
    expect(next.edges).toBe(g.edges);
    expect(applyNodeInputs(g, 'missing', {}, undefined)).toBe(g);
  });
});
