import { describe, expect, it } from 'vitest';
import { lockRemainingSeconds } from './loginBackoff.ts';

const rule = { free: 5, lockSeconds: 60, maxLockSeconds: 3600 };
const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000);

describe('lockRemainingSeconds', () => {
  it('lets the free failures pass', () => {
    expect(lockRemainingSeconds(0, null, rule, now)).toBe(0);
    expect(lockRemainingSeconds(4, ago(0), rule, now)).toBe(0);
  });

  it('locks from the failure that reaches the limit, then doubles per further failure', () => {
    expect(lockRemainingSeconds(5, ago(0), rule, now)).toBe(60);
    expect(lockRemainingSeconds(5, ago(59.5), rule, now)).toBe(1);
    expect(lockRemainingSeconds(5, ago(60), rule, now)).toBe(0);
    expect(lockRemainingSeconds(6, ago(0), rule, now)).toBe(120);
    expect(lockRemainingSeconds(8, ago(100), rule, now)).toBe(380);
  });

  it('never locks longer than the cap, however many failures', () => {
    expect(lockRemainingSeconds(12, ago(0), rule, now)).toBe(3600);
    expect(lockRemainingSeconds(10_000, ago(0), rule, now)).toBe(3600);
  });
});
