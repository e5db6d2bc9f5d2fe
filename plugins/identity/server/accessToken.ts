import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an access token carries: the session, its user and active workspace. */
export interface AccessClaims {
  sub: string;
  sid: string;
  wid: string;
  iat: number;
  exp: number;
}

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(data: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** An HS256 JWT over the claims. */
export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  key: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const body = b64(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  return `${HEADER}.${body}.${b64(sign(`${HEADER}.${body}`, key))}`;
}

export type VerifiedToken = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first: only a genuine token can be 'expired'. */
export function verifyAccessToken(token: string, key: Buffer, now = Date.now()): VerifiedToken {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  const expected = sign(`${parts[0]}.${parts[1]}`, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
