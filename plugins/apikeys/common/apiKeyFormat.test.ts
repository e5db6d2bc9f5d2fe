import { describe, expect, it } from 'vitest';
import { API_KEY_LENGTH, apiKeyPrefix, looksLikeApiKey, maskApiKey } from './apiKeyFormat.ts';

const key = `bsk_${'A'.repeat(20)}-_${'z9'.repeat(10)}b`;

describe('api key format', () => {
  it('recognises the marker and 43 base64url characters', () => {
    expect(key).toHaveLength(API_KEY_LENGTH);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey(key.slice(1))).toBe(false);
    expect(looksLikeApiKey(`${key}x`)).toBe(false);
    expect(looksLikeApiKey(key.replace('A', '+'))).toBe(false);
    expect(looksLikeApiKey('')).toBe(false);
  });

  it("accepts the peer's keys (43 base64url characters, no marker) imported from its database", () => {
    const peerKey = key.slice(4);
    expect(looksLikeApiKey(peerKey)).toBe(true);
    expect(looksLikeApiKey(peerKey.slice(1))).toBe(false);
    expect(looksLikeApiKey(`${peerKey}.`)).toBe(false);
  });

  it('keeps 12 characters as the prefix and masks the rest', () => {
    expect(apiKeyPrefix(key)).toBe('bsk_AAAAAAAA');
    expect(maskApiKey('bsk_AAAAAAAA')).toBe('bsk_AAAAAAAA••••••••');
  });
});
