import type { JsonWebKey } from 'node:crypto';
import { discover, type Fetched, fetchJwks, normalizeIssuer, type OidcMetadata } from './oidcClient.ts';

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

type Provider = { id: string; issuer: string };

const discoveries = new Map<string, Entry<OidcMetadata>>();
const keySets = new Map<string, Entry<JsonWebKey[]>>();

/** By provider and issuer: an edited issuer never reads the entry of the old one. */
const cacheKey = (p: Provider) => `${p.id} ${normalizeIssuer(p.issuer)}`;

/**
 * Reuses an answer for as long as its Cache-Control allows (default 10 minutes). Sign-ins that
 * arrive together share one request; a failed request is not kept.
 */
function cached<T>(
  map: Map<string, Entry<T>>,
  key: string,
  load: () => Promise<Fetched<T>>,
  refresh = false,
): Promise<T> {
  const hit = map.get(key);
  if (hit && !refresh && hit.expiresAt > Date.now()) return hit.value;
  const entry: Entry<T> = {
    // Until the answer arrives the entry serves as the shared pending request.
    expiresAt: Number.POSITIVE_INFINITY,
    value: load().then(
      ({ value, lifetimeMs }) => {
        entry.expiresAt = Date.now() + lifetimeMs;
        return value;
      },
      (err: unknown) => {
        if (map.get(key) === entry) map.delete(key);
        throw err;
      },
    ),
  };
  map.set(key, entry);
  return entry.value;
}

/** The provider's discovery document, cached. */
export function providerMetadata(provider: Provider): Promise<OidcMetadata> {
  return cached(discoveries, cacheKey(provider), () => discover(provider.issuer));
}

/**
 * The provider's signing keys, cached; when the token's key id is not among them the provider
 * may have rotated its keys since, so the JWKS is read once more.
 */
export async function providerKeys(
  provider: Provider,
  meta: OidcMetadata,
  kid?: string,
): Promise<JsonWebKey[]> {
  const key = cacheKey(provider);
  const keys = await cached(keySets, key, () => fetchJwks(meta));
  if (kid === undefined || keys.some((k) => (k as { kid?: string }).kid === kid)) return keys;
  return cached(keySets, key, () => fetchJwks(meta), true);
}

/** Drops what is cached for a deleted provider. */
export function forgetProvider(providerId: string): void {
  for (const map of [discoveries, keySets] as Map<string, unknown>[])
    for (const key of map.keys()) if (key.startsWith(`${providerId} `)) map.delete(key);
}
