import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from './verifyIdToken.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = 1_800_000_000;
const claims = {
  iss: 'https://idp.test',
  aud: 'client-1',
  sub: 's1',
  exp: now + 60,
  nonce: 'n1',
  email: 'a@b.c',
};
const expect_ = { issuer: 'https://idp.test', audience: 'client-1', nonce: 'n1', now };

function jwt(header: Record<string, unknown>, body: unknown, key: KeyObject, ec = false): string {
  const input = `${b64(header)}.${b64(body)}`;
  const sig = sign('sha256', Buffer.from(input), ec ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${input}.${sig.toString('base64url')}`;
}

describe('verifyIdToken', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keys = [
    { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'r' },
    { ...ec.publicKey.export({ format: 'jwk' }), kid: 'e' },
  ];

  it('accepts RS256 and ES256 tokens signed by a published key', () => {
    expect(
      verifyIdToken(jwt({ alg: 'RS256', kid: 'r' }, claims, rsa.privateKey), { ...expect_, keys }).sub,
    ).toBe('s1');
    expect(
      verifyIdToken(jwt({ alg: 'ES256', kid: 'e' }, claims, ec.privateKey, true), { ...expect_, keys }).email,
    ).toBe('a@b.c');
  });

  it('refuses alg none, HMAC, another key id, and a token that is not a JWS', () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims)}.`;
    expect(() => verifyIdToken(unsigned, { ...expect_, keys })).toThrow(/algorithm none/);
    expect(() => verifyIdToken(jwt({ alg: 'HS256' }, claims, rsa.privateKey), { ...expect_, keys })).toThrow(
      /HS256/,
    );
    expect(() =>
      verifyIdToken(jwt({ alg: 'RS256', kid: 'e' }, claims, rsa.privateKey), { ...expect_, keys }),
    ).toThrow(/signature/);
    expect(() => verifyIdToken('a.b', { ...expect_, keys })).toThrow(/not a signed JWT/);
  });

  it('refuses a wrong issuer, audience, nonce or an expired token; tolerates a minute of skew', () => {
    const t = (body: unknown) => jwt({ alg: 'RS256', kid: 'r' }, body, rsa.privateKey);
    expect(() => verifyIdToken(t({ ...claims, iss: 'x' }), { ...expect_, keys })).toThrow(/another issuer/);
    expect(() => verifyIdToken(t({ ...claims, aud: ['x', 'y'] }), { ...expect_, keys })).toThrow(
      /another client/,
    );
    expect(verifyIdToken(t({ ...claims, aud: ['x', 'client-1'] }), { ...expect_, keys }).sub).toBe('s1');
    expect(() => verifyIdToken(t({ ...claims, nonce: 'n2' }), { ...expect_, keys })).toThrow(/nonce/);
    expect(verifyIdToken(t({ ...claims, exp: now - 30 }), { ...expect_, keys }).sub).toBe('s1');
    expect(() => verifyIdToken(t({ ...claims, exp: now - 120 }), { ...expect_, keys })).toThrow(/expired/);
  });
});
