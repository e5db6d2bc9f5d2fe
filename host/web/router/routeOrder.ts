/**
 * Orders route patterns so the most specific wins: segment by segment, a static segment beats
 * a parameter ('/document-stores/vector/:storeId' before '/document-stores/:storeId/:name').
 * Ties keep their registration order.
 */
export function compareRoutePatterns(a: string, b: string): number {
  const sa = a.split('/').filter(Boolean);
  const sb = b.split('/').filter(Boolean);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]?.startsWith(':') ?? false;
    const pb = sb[i]?.startsWith(':') ?? false;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

export function orderRoutes<T extends { value: { path: string } }>(routes: readonly T[]): T[] {
  return [...routes].sort((x, y) => compareRoutePatterns(x.value.path, y.value.path));
}
