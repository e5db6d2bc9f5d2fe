/**
 * A document store picked in a node form: its id (the option's value), or the peer's
 * `<id>:<name>` form. Empty when nothing is picked.
 */
export function storeRef(value: unknown): string {
  if (typeof value !== 'string') return '';
  const v = value.trim();
  const colon = v.indexOf(':');
  return colon > 0 ? v.slice(0, colon) : v;
}

/** Passages as a model reads them: each with its source when the metadata names one. */
export function passagesText(
  docs: readonly { pageContent: string; metadata: Record<string, unknown> }[],
): string {
  return docs
    .map((d) => {
      const source = typeof d.metadata.source === 'string' ? `[source: ${d.metadata.source}]\n` : '';
      return `${source}${d.pageContent}`;
    })
    .join('\n\n');
}
