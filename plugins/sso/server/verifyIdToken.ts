import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';

/** The claims a sign-in uses. */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdTokenExpectations {
  keys: (JsonWebKey & { kid?: string; alg?: string; use?: string })[];
  issuer: string;
  audience: string;
  nonce: string;
  /** Seconds since the epoch; default now. */
  now?: number;
}

/** Tolerated clock difference with the provider. */
const SKEW_SECONDS = 60;

// The signature algorithms accepted (RSA and EC); 'none' and HMAC never are.
const ALGORITHMS: Record<string, { hash: string; ec?: true; pss?: true }> = {
  RS256: { hash: 'sha256' },
  RS384: { hash: 'sha384' },
  RS512: { hash: 'sha512' },
  PS256: { hash: 'sha256', pss: true },
  ES256: { hash: 'sha256', ec: true },
  ES384: { hash: 'sha384', ec: true },
};

function decodePart(part: string): Record<string, unknown> {
  const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (!value || typeof value !== 'object') throw new Error('not an object');
  return value as Record<string, unknown>;
}

/** The key id in a token's header, to tell whether the provider's keys we hold can check it. */
export function idTokenKeyId(token: string): string | undefined {
  try {
    const kid = decodePart(token.split('.')[0] ?? '').kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an ID token (a JWS) against the provider's JWKS, issuer, audience (our client id),
 * expiry and the nonce of this sign-in; throws Error with the reason, returns its claims.
 */
export function verifyIdToken(token: string, expect: IdTokenExpectations): IdTokenClaims {
  const [head, body, sig, ...rest] = token.split('.');
  if (head === undefined || body === undefined || sig === undefined || rest.length)
    throw new Error('the ID token is not a signed JWT');
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodePart(head);
    claims = decodePart(body);
  } catch {
    throw new Error('the ID token is malformed');
  }
  const alg = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!alg) throw new Error(`the ID token's algorithm ${String(header.alg)} is not accepted`);
  const candidates = expect.keys.filter(
    (k) => (header.kid === undefined || k.kid === header.kid) && (k.use === undefined || k.use === 'sig'),
  );
  const signed = Buffer.from(`${head}.${body}`);
  const signature = Buffer.from(sig, 'base64url');
  const valid = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return verify(
        alg.hash,
        signed,
        {
          key,
          ...(alg.ec ? { dsaEncoding: 'ieee-p1363' as const } : {}),
          ...(alg.pss ? { padding: 6 /* RSA_PKCS1_PSS_PADDING */, saltLength: 32 } : {}),
        },
        signature,
      );
    } catch {
      return false;
    }
  });
  if (!valid) throw new Error("the ID token's signature does not match the provider's keys");
  if (claims.iss !== expect.issuer) throw new Error('the ID token was issued by another issuer');
  const aud = claims.aud;
  if (!(aud === expect.audience || (Array.isArray(aud) && aud.includes(expect.audience))))
    throw new Error('the ID token is meant for another client');
  const now = expect.now ?? Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < now)
    throw new Error('the ID token has expired');
  if (claims.nonce !== expect.nonce) throw new Error("the ID token's nonce does not match this sign-in");
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('the ID token has no subject');
  return claims as unknown as IdTokenClaims;
}
