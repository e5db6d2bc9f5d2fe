import { describe, expect, it } from 'vitest';
import { storeFigures } from './storeFigures.ts';
import { isBusyStatus, storeStatusBadge } from './storeStatusBadge.ts';
import type { DocumentStore } from './storeTypes.ts';

const store = (over: Partial<DocumentStore>) =>
  ({ id: 's', name: 'S', status: 'SYNC', loaders: [], ...over }) as DocumentStore;

describe('storeFigures', () => {
  it("takes the store's totals", () => {
    expect(storeFigures(store({ totalChunks: 12, totalChars: 3400 }))).toEqual({
      loaders: 0,
      chunks: 12,
      chars: 3400,
    });
  });

  it('sums the loaders when the store has no totals', () => {
    const loaders = [
      { totalChunks: 3, totalChars: 100 },
      { totalChunks: 4, totalChars: 50 },
    ] as DocumentStore['loaders'];
    const s = {
      ...store({ loaders }),
      totalChunks: undefined,
      totalChars: undefined,
    } as unknown as DocumentStore;
    expect(storeFigures(s)).toEqual({ loaders: 2, chunks: 7, chars: 150 });
  });
});

describe('storeStatusBadge', () => {
  it('names every status of the peer, and errors', () => {
    expect(storeStatusBadge('SYNC')).toMatchObject({ label: 'Processed', color: 'success' });
    expect(storeStatusBadge('UPSERTED').label).toBe('Upserted');
    expect(storeStatusBadge('ERROR').color).toBe('danger');
    expect(storeStatusBadge(undefined).label).toBe('Empty');
    expect(storeStatusBadge('ODD')).toMatchObject({ label: 'ODD', color: 'subtle' });
  });

  it('knows when a job holds the store', () => {
    expect(isBusyStatus('SYNCING')).toBe(true);
    expect(isBusyStatus('UPSERTING')).toBe(true);
    expect(isBusyStatus('UPSERTED')).toBe(false);
  });
});
