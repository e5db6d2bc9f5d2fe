import { describe, expect, it } from 'vitest';
import { dateRange } from './dateRange.ts';
import { executedGraph } from './executedGraph.ts';
import { executionTotals, formatDuration } from './executionTotals.ts';
import { buildExecutionTree, treeKeys, worstStatus } from './executionTree.ts';
import type { ExecutedNodeRun } from './executionTypes.ts';
import { parseExecutionData } from './parseExecutionData.ts';
import { statusAppearance } from './statusAppearance.ts';

const run = (nodeId: string, extra: Partial<ExecutedNodeRun> = {}, start = 0, end = 10): ExecutedNodeRun => ({
  nodeId,
  nodeLabel: nodeId.toUpperCase(),
  data: { input: {}, output: {}, timeMetadata: { start, end, delta: end - start } },
  previousNodeIds: [],
  status: 'FINISHED',
  ...extra,
});

describe('parseExecutionData', () => {
  it('reads the list, fills missing labels and previous ids, drops entries without nodeId', () => {
    const text = JSON.stringify([{ nodeId: 'a', data: {}, status: 'FINISHED' }, { foo: 1 }, null]);
    const runs = parseExecutionData(text);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ nodeId: 'a', nodeLabel: 'a', previousNodeIds: [] });
  });
  it('treats empty text as no runs and refuses a non-list', () => {
    expect(parseExecutionData('')).toEqual([]);
    expect(() => parseExecutionData('{"a":1}')).toThrow('not a list');
    expect(() => parseExecutionData('{oops')).toThrow();
  });
});

describe('buildExecutionTree', () => {
  it('keeps run order at the top and nests iteration children by iterationIndex', () => {
    const runs = [
      run('start'),
      run('iter', { previousNodeIds: ['start'] }),
      run('llm', { parentNodeId: 'iter', iterationIndex: 0 }),
      run('llm', { parentNodeId: 'iter', iterationIndex: 1, status: 'ERROR' }),
      run('llm', { parentNodeId: 'iter', iterationIndex: 2 }),
      run('reply', { previousNodeIds: ['iter'] }),
    ];
    const tree = buildExecutionTree(runs);
    expect(tree.map((t) => t.label)).toEqual(['START', 'ITER', 'REPLY']);
    const groups = tree[1]?.children ?? [];
    expect(groups.map((g) => g.label)).toEqual(['Iteration 1', 'Iteration 2', 'Iteration 3']);
    expect(groups.map((g) => g.status)).toEqual(['FINISHED', 'ERROR', 'FINISHED']);
    expect(groups[1]?.children[0]).toMatchObject({ key: 'llm#2', runIndex: 3, status: 'ERROR' });
    expect(new Set(treeKeys(tree)).size).toBe(treeKeys(tree).length);
    expect(treeKeys(tree)).toHaveLength(9);
  });
  it('nests children recorded before their iteration node (the engine ends the iteration last)', () => {
    const tree = buildExecutionTree([
      run('start'),
      run('paint', { parentNodeId: 'iter', iterationIndex: 0 }),
      run('paint', { parentNodeId: 'iter', iterationIndex: 1 }),
      run('iter', { previousNodeIds: ['start'] }),
      run('reply'),
    ]);
    expect(tree.map((t) => t.key)).toEqual(['start#1', 'iter#1', 'reply#1']);
    expect(tree[1]?.children.map((g) => g.children.map((c) => c.key))).toEqual([['paint#1'], ['paint#2']]);
  });
  it('gives repeated runs of a node (loops) distinct keys at the top level', () => {
    const tree = buildExecutionTree([run('a'), run('b'), run('a')]);
    expect(tree.map((t) => t.key)).toEqual(['a#1', 'b#1', 'a#2']);
  });
  it('ranks statuses: an error beats a stop beats a finish', () => {
    expect(worstStatus(['FINISHED', 'STOPPED', 'ERROR'])).toBe('ERROR');
    expect(worstStatus(['FINISHED', 'STOPPED'])).toBe('STOPPED');
    expect(worstStatus([])).toBe('FINISHED');
  });
});

describe('executionTotals', () => {
  it('sums tokens and measures wall time across overlapping nodes', () => {
    const totals = executionTotals([
      run('a', {}, 1000, 1100),
      {
        ...run('b', {}, 1100, 1600),
        data: {
          timeMetadata: { start: 1100, end: 1600, delta: 500 },
          usageMetadata: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
        },
      },
      {
        ...run('c', { status: 'ERROR' }, 1100, 1400),
        data: {
          timeMetadata: { start: 1100, end: 1400, delta: 300 },
          usageMetadata: { inputTokens: 3, outputTokens: 2, totalTokens: 0 },
        },
      },
    ]);
    expect(totals).toEqual({
      durationMs: 600,
      inputTokens: 13,
      outputTokens: 7,
      totalTokens: 20,
      nodeRuns: 3,
      errors: 1,
      totalCost: null,
      unpricedModels: [],
    });
  });
  it('takes the total cost and the unpriced models from the priced record', () => {
    const totals = executionTotals([run('a')], {
      currency: 'USD',
      totalUsd: 0.0123,
      unpriced: ['gpt-9'],
      runs: [null],
    });
    expect(totals).toMatchObject({ totalCost: 0.0123, unpricedModels: ['gpt-9'] });
  });
  it('has no duration without timing', () => {
    expect(executionTotals([]).durationMs).toBeNull();
  });
  it('formats durations', () => {
    expect(formatDuration(950)).toBe('950 ms');
    expect(formatDuration(1250)).toBe('1.25 s');
    expect(formatDuration(2000)).toBe('2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(null)).toBe('–');
  });
});

describe('statusAppearance', () => {
  it('maps states to badge colours and words', () => {
    expect(statusAppearance('FINISHED')).toEqual({ color: 'success', label: 'Finished' });
    expect(statusAppearance('ERROR').color).toBe('danger');
    expect(statusAppearance('STOPPED').color).toBe('warning');
    expect(statusAppearance('INPROGRESS').color).toBe('informative');
    expect(statusAppearance('TIMEOUT').color).toBe('severe');
    expect(statusAppearance('WHATEVER')).toEqual({ color: 'subtle', label: 'WHATEVER' });
  });
});

describe('executedGraph', () => {
  const runs = [run('start'), run('fn', { previousNodeIds: ['start'], status: 'ERROR' })];
  it('keeps the saved layout, marks reached nodes and the edges the run took', () => {
    const flow = {
      nodes: [
        { id: 'start', position: { x: 0, y: 0 }, data: { id: 'start', name: 's', label: 'Start' } },
        { id: 'fn', position: { x: 300, y: 0 }, data: { id: 'fn', name: 'f', label: 'Fn' } },
        {
          id: 'child',
          position: { x: 10, y: 20 },
          parentNode: 'fn',
          data: { id: 'child', name: 'c', label: 'Child' },
        },
        { id: 'other', position: { x: 300, y: 200 }, data: { id: 'other', name: 'o', label: 'Other' } },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'fn' },
        { id: 'e2', source: 'start', target: 'other' },
      ],
    };
    const g = executedGraph(flow, runs);
    expect(g.nodes.map((n) => [n.id, n.status])).toEqual([
      ['start', 'FINISHED'],
      ['fn', 'ERROR'],
      ['other', undefined],
      ['child', undefined],
    ]);
    expect(g.nodes.find((n) => n.id === 'child')).toMatchObject({
      parentId: 'fn',
      position: { x: 10, y: 20 },
    });
    expect(g.nodes.find((n) => n.id === 'fn')?.size).toEqual({ width: 360, height: 200 });
    expect(g.nodes.find((n) => n.id === 'start')?.size).toBeUndefined();
    expect(g.edges.map((e) => [e.id, e.executed])).toEqual([
      ['e1', true],
      ['e2', false],
    ]);
  });
  it('rebuilds the graph from the runs when the flow is not available', () => {
    const g = executedGraph(null, runs);
    expect(g.nodes.map((n) => n.id)).toEqual(['start', 'fn']);
    expect(g.edges).toEqual([{ id: 'start>fn', source: 'start', target: 'fn', executed: true }]);
    const nested = executedGraph(null, [...runs, run('child', { parentNodeId: 'fn', iterationIndex: 0 })]);
    expect(nested.edges.map((e) => e.id)).toEqual(['start>fn', 'fn>child']);
    const [a, b] = g.nodes;
    expect((b?.position.x ?? 0) > (a?.position.x ?? 0)).toBe(true);
  });
});

describe('dateRange', () => {
  it('spans whole local days and leaves empty or bad ends open', () => {
    const r = dateRange('2026-01-02', '2026-01-02');
    expect(new Date(r.startDate as string).getTime()).toBe(new Date(2026, 0, 2).getTime());
    expect(new Date(r.endDate as string).getTime()).toBe(new Date(2026, 0, 2, 23, 59, 59, 999).getTime());
    expect(dateRange('', '')).toEqual({});
    expect(dateRange('02/01/2026', '')).toEqual({});
  });
});
