import type { ExecutionCost } from './executionCost.ts';
import type { ExecutedNodeRun } from './executionTypes.ts';

export interface ExecutionTotals {
  /** Wall time from the first node's start to the last node's end, in ms (null without timing). */
  durationMs: number | null;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  nodeRuns: number;
  errors: number;
  /** USD of the priced usage; null when the server sent no cost or nothing could be priced. */
  totalCost: number | null;
  /** Models used without a known price: totalCost is then a lower bound ('' for unattributed tokens). */
  unpricedModels: string[];
}

/**
 * Sums over a run. Duration is wall time, not the sum of node deltas: parallel branches overlap.
 * Cost comes priced from the server (executionCost), which holds the operator's price table.
 */
export function executionTotals(runs: ExecutedNodeRun[], cost?: ExecutionCost): ExecutionTotals {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  const t = { inputTokens: 0, outputTokens: 0, totalTokens: 0, errors: 0 };
  for (const run of runs) {
    const time = run.data.timeMetadata;
    if (time && Number.isFinite(time.start) && Number.isFinite(time.end)) {
      start = Math.min(start, time.start);
      end = Math.max(end, time.end);
    }
    const u = run.data.usageMetadata;
    if (u) {
      t.inputTokens += u.inputTokens || 0;
      t.outputTokens += u.outputTokens || 0;
      t.totalTokens += u.totalTokens || (u.inputTokens || 0) + (u.outputTokens || 0);
    }
    if (run.status === 'ERROR' || run.data.error) t.errors += 1;
  }
  return {
    durationMs: end >= start ? end - start : null,
    nodeRuns: runs.length,
    ...t,
    totalCost: cost?.totalUsd ?? null,
    unpricedModels: cost?.unpriced ?? [],
  };
}

/** 950 ms, 1.25 s, 2 min 5 s. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2).replace(/\.?0+$/, '')} s`;
  const min = Math.floor(ms / 60_000);
  const s = Math.round((ms % 60_000) / 1000);
  return s ? `${min} min ${s} s` : `${min} min`;
}
