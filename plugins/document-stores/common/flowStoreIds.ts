/**
 * The document stores a saved flow searches: every `documentStore` value in its nodes' inputs
 * (Retriever and Agent knowledge rows, a knowledge vector store's config), as store ids (the
 * peer's `<id>:<name>` form is cut at the colon), in order, without repeats.
 */
export function flowStoreIds(flowData: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(flowData);
  } catch {
    return [];
  }
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 12 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if (key === 'documentStore' && typeof v === 'string' && v.trim())
        found.add(v.trim().split(':')[0] ?? '');
      else walk(v, depth + 1);
    }
  };
  const nodes = (parsed as { nodes?: { data?: { inputs?: unknown } }[] }).nodes;
  for (const node of Array.isArray(nodes) ? nodes : []) walk(node?.data?.inputs, 0);
  found.delete('');
  return [...found];
}
