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
  ...back,
  source: 'llmAgentflow_0',
  target: 'llmAgentflow_4',
  targetHandle: 'llmAgentflow_4',
};
forward.sourceHandle = 'llmAgentflow_0-output-llmAgentflow';

describe('graph store (the graph kept in the worker between checks)', () => {
  it('holds nothing at first: every check is stale', () => {
    const store = createGraphStore();
    expect(store.version).toBe(0);
    expect(store.check(back, 1)).toEqual({ stale: true, version: 0 });
  });

  it('answers as the pure rule does on the graph it was given', () => {
    const store = createGraphStore();
    expect(store.load(3, chain)).toBe(3);
    const refused = store.check(back, 3);
    expect(refused).toEqual(isValidConnection(back, chain));
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('cycle') });
    expect(store.check(forward, 3)).toEqual({ ok: true });
  });

  it('never answers a check made on another version of the graph', () => {
    const store = createGraphStore();
    store.load(3, chain);
    const older = store.check(back, 2);
    const newer = store.check(back, 4);
    expect(isStale(older) && isStale(newer)).toBe(true);
    expect(newer).toEqual({ stale: true, version: 3 });
  });

  it('replaces the graph with the last one loaded', () => {
    const store = createGraphStore();
    store.load(1, chain);
    // the closing edge removed: last -> first is no longer a cycle
    store.load(2, { nodes: chain.nodes, edges: chain.edges.slice(1) });
    expect(store.check(back, 2)).toEqual({ ok: true });
    store.load(1, chain);
    expect(store.version).toBe(1);
    expect(store.check(back, 1)).toMatchObject({ ok: false });
  });
});
