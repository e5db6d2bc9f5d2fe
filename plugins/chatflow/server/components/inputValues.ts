/** A text value (a param or a credential field): trimmed, undefined when empty. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;

/** A number value (saved as a number or as text); undefined when unset or not a number. */
export function num(v: unknown): number | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
