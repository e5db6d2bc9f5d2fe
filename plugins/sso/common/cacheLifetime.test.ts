import { describe, expect, it } from 'vitest';
import { cacheLifetime, DEFAULT_CACHE_MS, MAX_CACHE_MS } from './cacheLifetime.ts';

describe('cacheLifetime', () => {
  it('honours max-age, capped at a day', () => {
    expect(cacheLifetime('public, max-age=300')).toBe(300_000);
    expect(cacheLifetime('Max-Age=0')).toBe(0);
    expect(cacheLifetime('max-age=999999999')).toBe(MAX_CACHE_MS);
  });

  it('keeps nothing for no-store or no-cache', () => {
    expect(cacheLifetime('no-store')).toBe(0);
    expect(cacheLifetime('max-age=600, no-cache')).toBe(0);
  });

  it('falls back to ten minutes without a usable max-age', () => {
    expect(DEFAULT_CACHE_MS).toBe(600_000);
    expect(cacheLifetime(null)).toBe(DEFAULT_CACHE_MS);
    expect(cacheLifetime('public')).toBe(DEFAULT_CACHE_MS);
    expect(cacheLifetime('max-age=soon')).toBe(DEFAULT_CACHE_MS);
  });
});
