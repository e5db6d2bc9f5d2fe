import type { EvaluationResult } from './evaluationTypes.ts';

type Compared = Pick<
  EvaluationResult,
  'rowId' | 'flowId' | 'sequenceNo' | 'input' | 'status' | 'actualOutput' | 'latencyMs' | 'costUsd'
>;

export type Change = 'fixed' | 'broke' | 'output' | 'same' | 'added' | 'removed';

export interface ComparedRow {
  key: string;
  flowId: string;
  sequenceNo: number;
  input: string;
  change: Change;
  before: Compared | null;
  after: Compared | null;
}

export interface RunComparison {
  rows: ComparedRow[];
  counts: Record<Change, number>;
}

const keyOf = (r: Compared) => `${r.flowId}\u0000${r.rowId}`;

/**
 * Two runs of one evaluation side by side, row by row (same dataset row, same flow): which rows
 * now pass that failed (fixed), fail that passed (broke), answer differently, or are new or gone.
 */
export function compareRuns(before: readonly Compared[], after: readonly Compared[]): RunComparison {
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const rows: ComparedRow[] = [];
  for (const a of after) {
    const b = old.get(keyOf(a)) ?? null;
    old.delete(keyOf(a));
    let change: Change = 'added';
    if (b) {
      if (b.status !== 'passed' && a.status === 'passed') change = 'fixed';
      else if (b.status === 'passed' && a.status !== 'passed') change = 'broke';
      else if ((b.actualOutput ?? '') !== (a.actualOutput ?? '')) change = 'output';
      else change = 'same';
    }
    rows.push({
      key: keyOf(a),
      flowId: a.flowId,
      sequenceNo: a.sequenceNo,
      input: a.input,
      change,
      before: b,
      after: a,
    });
  }
  for (const b of old.values())
    rows.push({
      key: keyOf(b),
      flowId: b.flowId,
      sequenceNo: b.sequenceNo,
      input: b.input,
      change: 'removed',
      before: b,
      after: null,
    });
  rows.sort((x, y) => x.sequenceNo - y.sequenceNo || x.flowId.localeCompare(y.flowId));
  const counts: Record<Change, number> = { fixed: 0, broke: 0, output: 0, same: 0, added: 0, removed: 0 };
  for (const r of rows) counts[r.change] += 1;
  return { rows, counts };
}
