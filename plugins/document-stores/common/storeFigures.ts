import { abbreviateCount } from '../../../host/common/format/index.ts';
import type { DocumentStore } from './pageTypes.ts';

/** A store's loaders, chunks and characters, summed from its loaders when the store lacks totals. */
export function storeFigures(store: DocumentStore): { loaders: number; chunks: number; chars: number } {
  const loaders = store.loaders ?? [];
  const sum = (pick: (l: (typeof loaders)[number]) => number | undefined) =>
    loaders.reduce((n, l) => n + (pick(l) ?? 0), 0);
  return {
    loaders: loaders.length,
    chunks: store.totalChunks ?? sum((l) => l.totalChunks),
    chars: store.totalChars ?? sum((l) => l.totalChars),
  };
}

/** '1.2k' with the exact figure for the title. */
export const countText = (n: number) => ({ short: abbreviateCount(n), full: n.toLocaleString('en') });
