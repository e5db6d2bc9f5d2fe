import type { JsonWebKey } from 'node:crypto';
import { cacheLifetime } from '../common/cacheLifetime.ts';

/** The parts of a provider's discovery document a sign-in uses. */
export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  /** RP-initiated logout, when the provider offers it. */
  end_session_endpoint?: string;
}

/** A provider's answer and how long it may be reused (its Cache-Control). */
export interface Fetched<T> {
  value: T;
  lifetimeMs: number;
}

const TIMEOUT_MS = 10_000;

async function getJson(url: string): Promise<Fetched<Record<string, unknown>>> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const value = (await res.json()) as Record<string, unknown>;
  return { value, lifetimeMs: cacheLifetime(res.headers.get('cache-control')) };
}

/** The issuer without a trailing slash, as discovery URLs are built from it. */
export function normalizeIssuer(issuer: string): string {
  return issuer.trim().replace(/\/+$/, '');
}

/** Reads /.well-known/openid-configuration and checks it names the same issuer. */
export async function discover(issuer: string): Promise<Fetched<OidcMetadata>> {
  const base = normalizeIssuer(issuer);
  const { value: doc, lifetimeMs } = await getJson(`${base}/.well-known/openid-configuration`);
  for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'])
    if (typeof doc[field] !== 'string') throw new Error(`the discovery document has no ${field}`);
  if (normalizeIssuer(doc.issuer as string) !== base)
    throw new Error(`the discovery document names issuer ${String(doc.issuer)}, not ${base}`);
  if (doc.end_session_endpoint !== undefined && typeof doc.end_session_endpoint !== 'string')
    throw new Error('the discovery document has a malformed end_session_endpoint');
  return { value: doc as unknown as OidcMetadata, lifetimeMs };
}

export async function fetchJwks(meta: OidcMetadata): Promise<Fetched<JsonWebKey[]>> {
  const { value: doc, lifetimeMs } = await getJson(meta.jwks_uri);
  if (!Array.isArray(doc.keys)) throw new Error('the provider published no keys');
  return { value: doc.keys as JsonWebKey[], lifetimeMs };
}

/** Trades the authorization code for tokens (client_secret_basic, PKCE); returns the ID token. */
export async function exchangeCode(
  meta: OidcMetadata,
  p: { code: string; redirectUri: string; clientId: string; clientSecret: string; codeVerifier: string },
): Promise<string> {
  const basic = Buffer.from(
    `${encodeURIComponent(p.clientId)}:${encodeURIComponent(p.clientSecret)}`,
  ).toString('base64');
  const res = await fetch(meta.token_endpoint, {
    method: 'POST',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      code_verifier: p.codeVerifier,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`the token endpoint refused the code (${String(body.error ?? res.status)})`);
  if (typeof body.id_token !== 'string') throw new Error('the token endpoint returned no ID token');
  return body.id_token;
}
