/** How long a provider's discovery document or JWKS is kept when its answer says nothing. */
export const DEFAULT_CACHE_MS = 10 * 60_000;
/** The longest we keep one, whatever max-age says: a rotated key must be seen within a day. */
export const MAX_CACHE_MS = 24 * 60 * 60_000;

/**
 * Milliseconds an answer may be reused, from its Cache-Control header: no-store and no-cache
 * mean not at all, max-age is honoured up to MAX_CACHE_MS, anything else gets the default.
 */
export function cacheLifetime(cacheControl: string | null | undefined): number {
  if (!cacheControl) return DEFAULT_CACHE_MS;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='))?.slice('max-age='.length);
  if (maxAge === undefined || !/^\d+$/.test(maxAge)) return DEFAULT_CACHE_MS;
  return Math.min(Number(maxAge) * 1000, MAX_CACHE_MS);
}
