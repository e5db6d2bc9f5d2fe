/**
 * The string values of a parsed JSON value, depth first: all of them, or only those under the
 * given keys (at any depth) when `keys` is not empty. Numbers and booleans under a chosen key
 * count as text too.
 */
export function jsonStrings(value: unknown, keys: string[] = []): string[] {
  const wanted = new Set(keys);
  const out: string[] = [];
  const walk = (v: unknown, chosen: boolean) => {
    if (typeof v === 'string') {
      if (chosen && v.trim()) out.push(v);
    } else if ((typeof v === 'number' || typeof v === 'boolean') && chosen && wanted.size > 0) {
      out.push(String(v));
    } else if (Array.isArray(v)) for (const item of v) walk(item, chosen);
    else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) walk(item, chosen || wanted.has(k));
  };
  walk(value, wanted.size === 0);
  return out;
}
