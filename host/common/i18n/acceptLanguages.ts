/**
 * The languages of an Accept-Language header, most wanted first ("de-DE,de;q=0.9,en;q=0.8" gives
 * de-DE, de, en). Entries with q=0 (not wanted) and "*" are left out.
 */
export function acceptLanguages(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((l) => l.tag);
}
