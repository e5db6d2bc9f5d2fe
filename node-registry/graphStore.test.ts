import { describe, expect, it } from 'vitest';
import { createGraphStore, isStale } from './graphStore.ts';
import { syntheticChainGraph } from './rules/connectionBenchmark.ts';
import { isValidConnection } from './rules/isValidConnection.ts';

const chain = syntheticChainGraph(5);
const back = {
  source: 'llmAgentflow_4',
  target: 'llmAgentflow_0',
  sourceHandle: 'llmAgentflow_4-output-llmAgentflow',
  targetHandle: 'llmAgentflow_0',
};
const forward = {
  source: 'llmAgentflow_0',
  target: 'llmAgentflow_4',
  sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
  targetHandle: 'llmAgentflow_4',
};
const noDiff = { nodes: [], edges: [], removedNodes: [], removedEdges: [] };

describe('graph store (the graph kept in the worker between checks)', () => {
  it('holds nothing at first: every check is stale', () => {
    const store = createGraphStore();
    expect(store.version).toBe(0);
    expect(store.check(back, 1)).toEqual({ stale: true, version: 0 });
  });

  it('answers as the pure rule does on the graph it was given', () => {
    const store = createGraphStore();
    expect(store.load(3, { graph: chain })).toBe(true);
    const refused = store.check(back, 3);
    expect(refused).toEqual(isValidConnection(back, chain));
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('cycle') });
    expect(store.check(forward, 3)).toEqual({ ok: true });
  });

  it('never answers a check made on another version of the graph', () => {
    const store = createGraphStore();
    store.load(3, { graph: chain });
    const older = store.check(back, 2);
    const newer = store.check(back, 4);
    expect(isStale(older) && isStale(newer)).toBe(true);
    expect(newer).toEqual({ stale: true, version: 3 });
  });

  it('applies changes made from the version it holds, and only those', () => {
    const store = createGraphStore();
    store.load(1, { graph: chain });
    const cut = { ...noDiff, removedEdges: [chain.edges[0]?.id as string] };
    expect(store.load(3, { base: 2, diff: cut })).toBe(false);
    expect(store.version).toBe(1);
    expect(store.load(2, { base: 1, diff: cut })).toBe(true);
    expect(store.check(back, 2)).toEqual({ ok: true }); // the chain is cut: no cycle
    // the edge back again, and a node renamed
    const renamed = { ...chain.nodes[4]!, data: { ...chain.nodes[4]!.data, label: 'Last' } };
    expect(store.load(3, { base: 2, diff: { ...noDiff, edges: [chain.edges[0]!], nodes: [renamed] } })).toBe(
      true,
    );
    expect(store.check(back, 3)).toMatchObject({ ok: false });
    expect(store.check({ ...back, sourceHandle: 'nope' }, 3)).toMatchObject({
      ok: false,
      reason: 'Last has no output nope.',
    });
  });

  it('replaces the graph with the last whole one loaded', () => {
    const store = createGraphStore();
    store.load(1, { graph: chain });
    store.load(2, { graph: { nodes: chain.nodes, edges: chain.edges.slice(1) } });
    expect(store.check(back, 2)).toEqual({ ok: true });
    store.load(1, { graph: chain });
    expect(store.version).toBe(1);
    expect(store.check(back, 1)).toMatchObject({ ok: false });
  });
});
