import { describe, expect, it } from 'vitest';
import { executionCost, runCost, usagePerModel } from './executionCost.ts';
import type { ExecutedNodeRun, NodeUsage } from './executionTypes.ts';
import { costLines, costText, formatUsd } from './formatCost.ts';
import { BUILT_IN_PRICES } from './modelPrices.ts';

const run = (usageMetadata?: NodeUsage): ExecutedNodeRun => ({
  nodeId: 'n',
  nodeLabel: 'N',
  data: usageMetadata ? { usageMetadata } : {},
  previousNodeIds: [],
  status: 'FINISHED',
});
const usage = (model: string, inputTokens: number, outputTokens: number, provider = 'chatOpenAI') => ({
  provider,
  model,
  inputTokens,
  outputTokens,
  totalTokens: inputTokens + outputTokens,
});

describe('runCost', () => {
  it('prices input and output tokens per million', () => {
    // gpt-4o: $2.50 in, $10 out per 1M -> 1000 * 2.5/1e6 + 500 * 10/1e6 = 0.0025 + 0.005
    const c = runCost(usage('gpt-4o-2024-08-06', 1000, 500), BUILT_IN_PRICES);
    expect(c?.usd).toBeCloseTo(0.0075, 10);
    expect(c?.lines[0]).toMatchObject({ model: 'gpt-4o-2024-08-06', priced: 'gpt-4o' });
    expect(c?.unpriced).toEqual([]);
  });
  it('prices embeddings on input alone', () => {
    const c = runCost(usage('text-embedding-3-large', 2_000_000, 0, 'openAIEmbeddings'), BUILT_IN_PRICES);
    expect(c?.usd).toBeCloseTo(0.26, 10);
  });
  it('sums the models of a node that used several, and names the unpriced ones', () => {
    const c = runCost(
      {
        inputTokens: 1_001_000,
        outputTokens: 1000,
        totalTokens: 1_002_000,
        models: [usage('gpt-4o-mini', 1000, 1000), usage('mystery-model', 1_000_000, 0)],
      },
      BUILT_IN_PRICES,
    );
    expect(c?.usd).toBeCloseTo(0.00075, 10);
    expect(c?.unpriced).toEqual(['mystery-model']);
    expect(c?.lines.map((l) => l.usd === null)).toEqual([false, true]);
  });
  it('has no price for an unknown model nor for tokens recorded without a model', () => {
    expect(runCost(usage('gpt-9', 10, 10), BUILT_IN_PRICES)).toMatchObject({
      usd: null,
      unpriced: ['gpt-9'],
    });
    const old = { inputTokens: 7, outputTokens: 3, totalTokens: 10 };
    expect(usagePerModel(old)).toEqual([{ provider: '', model: '', ...old }]);
    expect(runCost(old, BUILT_IN_PRICES)).toMatchObject({ usd: null, unpriced: [''] });
    expect(runCost(undefined, BUILT_IN_PRICES)).toBeNull();
    expect(runCost({ inputTokens: 0, outputTokens: 0, totalTokens: 0 }, BUILT_IN_PRICES)).toBeNull();
  });
});

describe('executionCost', () => {
  it('totals the priced runs, index-aligned, and flags a partial total', () => {
    const cost = executionCost(
      [run(), run(usage('gpt-4o-mini', 1_000_000, 0)), run(usage('local-llama', 50, 50, 'chatOllama'))],
      BUILT_IN_PRICES,
    );
    expect(cost.totalUsd).toBeCloseTo(0.15, 10);
    expect(cost.unpriced).toEqual(['local-llama']);
    expect(cost.runs.map((r) => r?.usd ?? null)).toEqual([null, expect.closeTo(0.15, 10), null]);
  });
  it('is $0 for a run without model usage and unknown when nothing could be priced', () => {
    expect(executionCost([run()], BUILT_IN_PRICES)).toMatchObject({ totalUsd: 0, unpriced: [] });
    expect(executionCost([run(usage('gpt-9', 1, 1))], BUILT_IN_PRICES)).toMatchObject({
      totalUsd: null,
      unpriced: ['gpt-9'],
    });
  });
});

describe('formatting cost', () => {
  it('formats money at model-call scale', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(0.00004)).toBe('< $0.0001');
    expect(formatUsd(0.0042)).toBe('$0.0042');
    expect(formatUsd(0.01234)).toBe('$0.0123');
    expect(formatUsd(0.15)).toBe('$0.15');
    expect(formatUsd(0.004)).toBe('$0.004');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
  it('says why a cost is missing or partial', () => {
    expect(costText(null, ['gpt-9'])).toEqual({ text: '–', title: 'No price known for gpt-9' });
    expect(costText(0.0123, ['gpt-9'])).toEqual({
      text: '≥ $0.0123',
      title: 'Partial: No price known for gpt-9',
    });
    expect(costText(null, [''])).toMatchObject({
      text: '–',
      title: expect.stringContaining('no model recorded'),
    });
    expect(costText(0.0042, []).text).toBe('$0.0042');
  });
  it('describes each model of a node', () => {
    const c = runCost(
      {
        inputTokens: 0,
        outputTokens: 0,
        totalTokens: 0,
        models: [usage('gpt-4o', 120, 30), usage('gpt-9', 1, 2)],
      },
      BUILT_IN_PRICES,
    );
    expect(costLines(c as NonNullable<typeof c>)).toEqual([
      'gpt-4o: 120 in / 30 out, $0.0006',
      'gpt-9: 1 in / 2 out, no price known',
    ]);
  });
});
