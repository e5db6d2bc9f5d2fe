const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Section 9: Bytes to YB in steps of 1024 with 2 decimals, e.g. 1536 -> '1.50 KB'. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const step = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const unit = UNITS[Math.max(0, step)] ?? UNITS[0];
  return `${(bytes / 1024 ** Math.max(0, step)).toFixed(decimals)} ${unit}`;
}
