/**
 * How long a sign-in stays refused after failures (pure). `free` failures pass; the one that
 * reaches the limit locks for `lockSeconds`, and each further failure (possible only once a lock
 * has run out) doubles the lock, up to `maxLockSeconds`. Returns the seconds still to run (0: free).
 */
export function lockRemainingSeconds(
  failures: number,
  lastFailureAt: Date | null,
  rule: { free: number; lockSeconds: number; maxLockSeconds: number },
  now = Date.now(),
): number {
  if (failures < rule.free || !lastFailureAt) return 0;
  const doublings = Math.min(failures - rule.free, 30);
  const lock = Math.min(rule.maxLockSeconds, rule.lockSeconds * 2 ** doublings);
  const remaining = lastFailureAt.getTime() + lock * 1000 - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}
