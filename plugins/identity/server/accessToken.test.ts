import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './accessToken.ts';

const key = randomBytes(32);
const claims = { sub: 'u', sid: 's', wid: 'w' };

describe('access token', () => {
  it('round-trips and expires', () => {
    const token = signAccessToken(claims, key, 60, 1_000_000);
    expect(verifyAccessToken(token, key, 1_000_000)).toMatchObject({ ok: true, claims });
    expect(verifyAccessToken(token, key, 1_000_000 + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses another key, a tampered body and garbage as invalid', () => {
    const token = signAccessToken(claims, key, 60);
    expect(verifyAccessToken(token, randomBytes(32))).toEqual({ ok: false, reason: 'invalid' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin', exp: 9e9 })).toString('base64url');
    expect(verifyAccessToken(`${h}.${forged}.${s}`, key)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken('abc', key)).toEqual({ ok: false, reason: 'invalid' });
  });
});
