import type { LoadedDocument } from './documentTypes.ts';

/** 'a, b ,c' → ['a', 'b', 'c']. */
export function metadataKeyList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/**
 * Adds the loader's extra metadata to every document (over what the loader found), then removes
 * the omitted keys. '*' omits every key the loader found, keeping only the added ones.
 */
export function applyMetadata(
  docs: LoadedDocument[],
  extra: Record<string, unknown> | undefined,
  omitKeys: string[],
): LoadedDocument[] {
  const omitAll = omitKeys.includes('*');
  const omit = new Set(omitKeys);
  return docs.map((doc) => {
    const found = omitAll ? {} : { ...doc.metadata };
    const metadata: Record<string, unknown> = { ...found, ...(extra ?? {}) };
    for (const key of omit) if (!(omitAll && extra && key in extra)) delete metadata[key];
    return { pageContent: doc.pageContent, metadata };
  });
}
