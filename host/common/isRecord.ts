/** A plain JSON-like object (not null, not an array): the check before reading keys of parsed input. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
