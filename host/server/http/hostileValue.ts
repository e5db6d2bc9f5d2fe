/** Deeper JSON than any route takes (flows travel as text); deeper input would only exhaust the stack downstream. */
export const MAX_JSON_DEPTH = 64;

/**
 * Why a parsed request value (a JSON body, the query, the params) cannot reach a handler, or
 * undefined when it can: a NUL character in a string or a key (PostgreSQL refuses it in text and
 * jsonb, which made a 500 of any route storing it), or nesting deeper than MAX_JSON_DEPTH. The
 * message names the field as validation does: "body/name must not contain a NUL character".
 * Iterative, so a hostile nesting depth cannot overflow the stack here.
 */
export function hostileValue(value: unknown, root: string): string | undefined {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof v === 'string') {
      if (v.includes('\0')) return `${path} must not contain a NUL character`;
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return `${path} is nested deeper than ${MAX_JSON_DEPTH} levels`;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}/${i}`, depth + 1]);
      continue;
    }
    // Reversed, so the first offending field in document order is the one named.
    for (const [key, child] of Object.entries(v).reverse()) {
      if (key.includes('\0')) return `${path} must not contain a NUL character in a property name`;
      stack.push([child, `${path}/${key}`, depth + 1]);
    }
  }
  return undefined;
}
