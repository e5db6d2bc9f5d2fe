import { describe, expect, it } from 'vitest';
import { syntheticChainGraph } from './rules/connectionBenchmark.ts';
import { ruleInputsChanged } from './ruleInputsChanged.ts';

describe('ruleInputsChanged (when the worker needs a new graph)', () => {
  const graph = syntheticChainGraph(4);
  const n1 = graph.nodes[1]!;

  it('ignores moves, selection and typed inputs', () => {
    const moved = graph.nodes.map((n) => ({ ...n, position: { x: 1, y: 2 } }));
    expect(ruleInputsChanged(graph, { ...graph, nodes: moved })).toBe(false);
    const typed = graph.nodes.map((n) => ({
      ...n,
      data: { ...n.data, inputs: { prompt: 'x' }, selected: true },
    }));
    expect(ruleInputsChanged(graph, { ...graph, nodes: typed })).toBe(false);
    const copied = graph.edges.map((e) => ({ ...e, selected: true }));
    expect(ruleInputsChanged(graph, { ...graph, edges: copied })).toBe(false);
  });

  it('sees added, removed and re-pointed edges', () => {
    expect(ruleInputsChanged(graph, { ...graph, edges: graph.edges.slice(1) })).toBe(true);
    const extra = { id: 'x', source: 'llmAgentflow_0', target: 'llmAgentflow_3' };
    expect(ruleInputsChanged(graph, { ...graph, edges: [...graph.edges, extra] })).toBe(true);
    const repointed = graph.edges.map((e, i) => (i === 0 ? { ...e, targetHandle: 'other' } : e));
    expect(ruleInputsChanged(graph, { ...graph, edges: repointed })).toBe(true);
  });

  it('sees node changes the rule reads', () => {
    const swap = (data: object) =>
      graph.nodes.map((n) => (n === n1 ? { ...n, data: { ...n.data, ...data } } : n));
    expect(ruleInputsChanged(graph, { ...graph, nodes: swap({ label: 'Renamed' }) })).toBe(true);
    expect(ruleInputsChanged(graph, { ...graph, nodes: swap({ hideInput: true }) })).toBe(true);
    expect(ruleInputsChanged(graph, { ...graph, nodes: swap({ outputAnchors: [] }) })).toBe(true);
    expect(ruleInputsChanged(graph, { ...graph, nodes: graph.nodes.slice(1) })).toBe(true);
    const retyped = graph.nodes.map((n) => (n === n1 ? { ...n, type: 'stickyNote' } : n));
    expect(ruleInputsChanged(graph, { ...graph, nodes: retyped })).toBe(true);
  });
});
