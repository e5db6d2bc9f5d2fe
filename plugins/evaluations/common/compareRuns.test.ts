import { describe, expect, it } from 'vitest';
import { compareRuns } from './compareRuns.ts';

const r = (
  rowId: string,
  status: string,
  actualOutput: string,
  flowId = 'f',
  sequenceNo = Number(rowId),
) => ({
  rowId,
  flowId,
  sequenceNo,
  input: `q${rowId}`,
  status: status as 'passed',
  actualOutput,
  latencyMs: 1,
  costUsd: 0,
});

describe('compareRuns', () => {
  it('pairs rows by dataset row and flow and says what changed', () => {
    const before = [
      r('1', 'failed', 'x'),
      r('2', 'passed', 'y'),
      r('3', 'passed', 'z'),
      r('4', 'passed', 'w'),
      r('5', 'error', ''),
    ];
    const after = [
      r('1', 'passed', 'x2'),
      r('2', 'failed', 'y'),
      r('3', 'passed', 'z!'),
      r('4', 'passed', 'w'),
      r('6', 'passed', 'n'),
    ];
    const c = compareRuns(before, after);
    expect(c.counts).toEqual({ fixed: 1, broke: 1, output: 1, same: 1, added: 1, removed: 1 });
    expect(c.rows.map((x) => [x.sequenceNo, x.change])).toEqual([
      [1, 'fixed'],
      [2, 'broke'],
      [3, 'output'],
      [4, 'same'],
      [5, 'removed'],
      [6, 'added'],
    ]);
  });
  it('keeps flows apart', () => {
    const c = compareRuns(
      [r('1', 'passed', 'a', 'f1'), r('1', 'failed', 'a', 'f2')],
      [r('1', 'passed', 'a', 'f2'), r('1', 'passed', 'a', 'f1')],
    );
    expect(c.counts).toMatchObject({ same: 1, fixed: 1 });
  });
});
