import type {
  EvaluatedFlow,
  EvaluationResult,
  EvaluationSummary,
  EvaluatorSnapshot,
} from './evaluationTypes.ts';

export type SummarizedResult = Pick<
  EvaluationResult,
  'flowId' | 'status' | 'verdicts' | 'latencyMs' | 'tokens' | 'costUsd'
>;

const rate = (passed: number, failed: number) => (passed + failed ? passed / (passed + failed) : null);
const mean = (sum: number, n: number) => (n ? sum / n : null);

/**
 * What a run adds up to, from its results: pass rate (a row passes when every evaluator passes;
 * errors are counted apart, not as failures), per evaluator and per flow, latency, tokens, cost.
 */
export function summarizeResults(
  results: Iterable<SummarizedResult>,
  flows: readonly EvaluatedFlow[],
  evaluators: readonly EvaluatorSnapshot[],
): EvaluationSummary {
  const perEvaluator = new Map(
    evaluators.map((e) => [e.id, { id: e.id, name: e.name, passed: 0, failed: 0 }]),
  );
  const perFlow = new Map(
    flows.map((f) => [
      f.id,
      { id: f.id, name: f.name, passed: 0, failed: 0, errors: 0, costUsd: 0, latency: 0, timed: 0 },
    ]),
  );
  const latencies: number[] = [];
  const s = { total: 0, done: 0, passed: 0, failed: 0, errors: 0, latency: 0, timed: 0, tokens: 0, cost: 0 };
  for (const r of results) {
    s.total += 1;
    if (r.status === 'pending') continue;
    s.done += 1;
    const flow = perFlow.get(r.flowId);
    if (r.status === 'error') {
      s.errors += 1;
      if (flow) flow.errors += 1;
    } else {
      const key = r.status === 'passed' ? 'passed' : 'failed';
      s[key] += 1;
      if (flow) flow[key] += 1;
    }
    if (r.latencyMs !== null) {
      latencies.push(r.latencyMs);
      s.latency += r.latencyMs;
      s.timed += 1;
      if (flow) {
        flow.latency += r.latencyMs;
        flow.timed += 1;
      }
    }
    s.tokens += r.tokens ?? 0;
    s.cost += r.costUsd ?? 0;
    if (flow) flow.costUsd += r.costUsd ?? 0;
    for (const v of r.verdicts) {
      const e = perEvaluator.get(v.id);
      if (e) e[v.pass ? 'passed' : 'failed'] += 1;
    }
  }
  return {
    total: s.total,
    done: s.done,
    passed: s.passed,
    failed: s.failed,
    errors: s.errors,
    passRate: rate(s.passed, s.failed),
    averageLatencyMs: mean(s.latency, s.timed),
    totalTokens: s.tokens,
    totalCostUsd: s.cost,
    latencyBuckets: latencyBuckets(latencies),
    perEvaluator: [...perEvaluator.values()].map((e) => ({ ...e, passRate: rate(e.passed, e.failed) })),
    perFlow: [...perFlow.values()].map(({ latency, timed, ...f }) => ({
      ...f,
      averageLatencyMs: mean(latency, timed),
    })),
  };
}

/** Verdicts to a row status: passed when every evaluator passed (a run without evaluators passes). */
export function rowStatus(verdicts: readonly { pass: boolean }[]): 'passed' | 'failed' {
  return verdicts.every((v) => v.pass) ? 'passed' : 'failed';
}

/** Up to `n` buckets of equal width from the lowest to the highest latency (one when all are equal). */
export function latencyBuckets(latencies: readonly number[], n = 10): EvaluationSummary['latencyBuckets'] {
  if (!latencies.length) return [];
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const l of latencies) {
    lo = Math.min(lo, l);
    hi = Math.max(hi, l);
  }
  const width = Math.max(1, Math.ceil((hi - lo + 1) / n));
  const count = Math.min(n, Math.ceil((hi - lo + 1) / width));
  const buckets = Array.from({ length: count }, (_, i) => ({
    fromMs: lo + i * width,
    toMs: lo + (i + 1) * width,
    count: 0,
  }));
  for (const l of latencies) {
    const b = buckets[Math.min(count - 1, Math.floor((l - lo) / width))];
    if (b) b.count += 1;
  }
  return buckets;
}
