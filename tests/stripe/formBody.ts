/**
 * Decodes the form encoding the Stripe library sends (`items[0][price]=x&expand[]=y`) into nested
 * objects and arrays, as Stripe's API reads it.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) node[name] = value;
      else {
        node[name] ??= {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  return arrays(root) as Record<string, unknown>;
}

/** Objects keyed 0..n-1 become arrays. */
function arrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return numeric ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
