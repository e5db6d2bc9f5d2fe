import { describe, expect, it } from 'vitest';
import { latencyBuckets, rowStatus, summarizeResults } from './summarizeResults.ts';

const flows = [
  { id: 'f1', name: 'one', type: 'AGENTFLOW' },
  { id: 'f2', name: 'two', type: 'CHATFLOW' },
];
const evaluators = [
  {
    id: 'e1',
    name: 'contains',
    type: 'text' as const,
    config: { operator: 'contains' as const, value: 'x' },
  },
];
const v = (pass: boolean) => [{ id: 'e1', name: 'contains', type: 'text' as const, pass, detail: '' }];

describe('summarizeResults', () => {
  it('counts passes, failures and errors apart, per evaluator and per flow, and leaves pending rows out', () => {
    const s = summarizeResults(
      [
        { flowId: 'f1', status: 'passed', verdicts: v(true), latencyMs: 100, tokens: 10, costUsd: 0.01 },
        { flowId: 'f1', status: 'failed', verdicts: v(false), latencyMs: 300, tokens: 20, costUsd: 0.02 },
        { flowId: 'f2', status: 'error', verdicts: [], latencyMs: 50, tokens: null, costUsd: null },
        { flowId: 'f2', status: 'pending', verdicts: [], latencyMs: null, tokens: null, costUsd: null },
      ],
      flows,
      evaluators,
    );
    expect(s).toMatchObject({
      total: 4,
      done: 3,
      passed: 1,
      failed: 1,
      errors: 1,
      passRate: 0.5,
      totalTokens: 30,
    });
    expect(s.averageLatencyMs).toBe(150);
    expect(s.totalCostUsd).toBeCloseTo(0.03);
    expect(s.perEvaluator).toEqual([{ id: 'e1', name: 'contains', passed: 1, failed: 1, passRate: 0.5 }]);
    expect(s.perFlow[0]).toMatchObject({ id: 'f1', passed: 1, failed: 1, errors: 0, averageLatencyMs: 200 });
    expect(s.perFlow[1]).toMatchObject({ id: 'f2', passed: 0, failed: 0, errors: 1, averageLatencyMs: 50 });
  });

  it('has no pass rate before a row ran without error', () => {
    expect(summarizeResults([], flows, evaluators).passRate).toBeNull();
  });

  it('a row passes only when every evaluator passes; without evaluators it passes', () => {
    expect(rowStatus([{ pass: true }, { pass: false }])).toBe('failed');
    expect(rowStatus([])).toBe('passed');
  });
});

describe('latencyBuckets', () => {
  it('spreads latencies over equal-width buckets from lowest to highest', () => {
    const b = latencyBuckets([0, 9, 10, 19, 99], 10);
    expect(b).toHaveLength(10);
    expect(b[0]).toEqual({ fromMs: 0, toMs: 10, count: 2 });
    expect(b[1]?.count).toBe(2);
    expect(b[9]?.count).toBe(1);
    expect(b.reduce((n, x) => n + x.count, 0)).toBe(5);
  });
  it('one bucket when all are equal, none without latencies', () => {
    expect(latencyBuckets([5, 5, 5])).toEqual([{ fromMs: 5, toMs: 6, count: 3 }]);
    expect(latencyBuckets([])).toEqual([]);
  });
});
