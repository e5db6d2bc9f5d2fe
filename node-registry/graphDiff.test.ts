import { describe, expect, it } from 'vitest';
import type { Graph } from './flow.ts';
import { applyGraphDiff, diffGraph } from './graphDiff.ts';
import { syntheticChainGraph } from './rules/connectionBenchmark.ts';

const same = (g: Graph) => g;

describe('graph diff (what is posted after an edit)', () => {
  const prev = syntheticChainGraph(5);

  it('is empty when only positions moved', () => {
    const moved = { ...prev, nodes: prev.nodes.map((n) => ({ ...n, position: { x: 3, y: 3 } })) };
    expect(diffGraph(prev, moved, same)).toEqual({
      nodes: [],
      edges: [],
      removedNodes: [],
      removedEdges: [],
    });
  });

  it('holds just the changes, and applying it gives the new graph', () => {
    const extra = { id: 'x', source: 'llmAgentflow_0', target: 'llmAgentflow_2' };
    const relabelled = { ...prev.nodes[2]!, data: { ...prev.nodes[2]!.data, label: 'Two' } };
    const next: Graph = {
      nodes: prev.nodes.map((n) => (n.id === relabelled.id ? relabelled : n)).slice(0, 4),
      edges: [...prev.edges.slice(1), extra],
    };
    const diff = diffGraph(prev, next, same);
    expect(diff).toEqual({
      nodes: [relabelled],
      edges: [extra],
      removedNodes: ['llmAgentflow_4'],
      removedEdges: [prev.edges[0]!.id],
    });
    expect(applyGraphDiff(prev, diff)).toEqual(next);
  });

  it('slims only the changed part', () => {
    const next = { ...prev, edges: prev.edges.slice(0, 3) };
    const diff = diffGraph(prev, next, (part) => ({
      nodes: part.nodes,
      edges: part.edges.map((e) => ({ ...e, id: 'slim' })),
    }));
    expect(diff.edges).toEqual([]);
    expect(diff.removedEdges).toEqual([prev.edges[3]!.id]);
  });
});
