const STEPS = [
  { value: 1e9, suffix: 'G' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'k' },
] as const;

/** Section 9: counts abbreviated with k, M, G: 999 -> '999', 1500 -> '1.5k', 2000000 -> '2M'. */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  const n = Math.abs(count);
  for (const { value, suffix } of STEPS) {
    if (n >= value) return `${sign}${Number((n / value).toFixed(1))}${suffix}`;
  }
  return `${sign}${Math.round(n)}`;
}
