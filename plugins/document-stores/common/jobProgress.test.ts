import { describe, expect, it } from 'vitest';
import { jobProgress } from './jobProgress.ts';

describe('jobProgress', () => {
  const start = '2026-01-01T00:00:00.000Z';
  const t0 = Date.parse(start);

  it('is indeterminate while the total is unknown', () => {
    expect(jobProgress({ done: 0 }, t0)).toEqual({ fraction: undefined, counts: '', timeLeft: '' });
    expect(jobProgress({ done: 3 }, t0).counts).toBe('3 chunks');
  });

  it('estimates the time left from the pace so far', () => {
    // 100 of 400 in 30 s: 300 more take 90 s.
    const view = jobProgress({ done: 100, total: 400, startedDate: start }, t0 + 30_000);
    expect(view).toEqual({ fraction: 0.25, counts: '100 / 400 chunks', timeLeft: 'about 2 min left' });
    expect(jobProgress({ done: 390, total: 400, startedDate: start }, t0 + 39_000).timeLeft).toBe(
      'about 1 s left',
    );
  });

  it('says nothing of time before the first unit or after the last', () => {
    expect(jobProgress({ done: 0, total: 10, startedDate: start }, t0 + 5000).timeLeft).toBe('');
    expect(jobProgress({ done: 10, total: 10, startedDate: start }, t0 + 5000)).toMatchObject({
      fraction: 1,
      timeLeft: '',
    });
  });

  it('caps the fraction at 1', () => {
    expect(jobProgress({ done: 12, total: 10 }, t0).fraction).toBe(1);
  });
});
