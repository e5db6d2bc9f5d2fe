/**
 * Reads a value at a lodash-style path: 'a.b', 'rows[2].type', 'rows.2.type'.
 * Returns undefined when any step is missing.
 */
export function getPath(source: unknown, path: string): unknown {
  const steps = path.split(/[.[\]]/).filter((s) => s !== '');
  let value: unknown = source;
  for (const step of steps) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Structural equality of JSON-like values (plain objects, arrays, scalars). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
