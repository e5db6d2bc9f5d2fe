import { describe, expect, it } from 'vitest';
import { dayOf, fillDays } from './fillDays.ts';

describe('fillDays', () => {
  it('gives every day of the range, quiet ones as zero', () => {
    const days = fillDays(
      new Date('2026-11-26T15:00:00Z'),
      new Date('2026-11-28T01:00:00Z'),
      new Map([['2026-11-27', { predictions: 3, costUsd: 0.5 }]]),
    );
    expect(days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(days[1]).toEqual({
      date: '2026-11-27',
      predictions: 3,
      executions: 0,
      errors: 0,
      tokens: 0,
      costUsd: 0.5,
    });
    expect(days[0]?.predictions).toBe(0);
  });
  it('crosses month ends in UTC', () => {
    expect(
      fillDays(new Date('2026-02-27T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), new Map()),
    ).toHaveLength(3);
    expect(dayOf('2026-03-01T23:59:59Z')).toBe('2026-03-01');
  });
});
