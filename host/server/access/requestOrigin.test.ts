import { describe, expect, it } from 'vitest';
import { isForeignRequest, ownOrigins } from './requestOrigin.ts';

const req = (
  headers: Record<string, string>,
  protocol: 'http' | 'https' = 'http',
  host = 'studio.local:3000',
) => ({
  protocol,
  host,
  headers,
});

describe('ownOrigins', () => {
  it('is the scheme and host the request was made to, plus APP_URL when set', () => {
    expect(ownOrigins(req({}), undefined)).toEqual(['http://studio.local:3000']);
    expect(ownOrigins(req({}, 'https', 'Studio.Example:443'), 'https://app.example/base/ ')).toEqual([
      'https://studio.example',
      'https://app.example',
    ]);
    expect(ownOrigins(req({}), 'not a url')).toEqual(['http://studio.local:3000']);
  });
});

describe('isForeignRequest', () => {
  it('accepts the own origin, APP_URL, and requests without browser headers', () => {
    expect(isForeignRequest(req({ origin: 'http://studio.local:3000' }), undefined)).toBe(false);
    expect(isForeignRequest(req({ origin: 'https://app.example' }), 'https://app.example')).toBe(false);
    expect(isForeignRequest(req({}), undefined)).toBe(false);
    expect(isForeignRequest(req({ 'sec-fetch-site': 'same-origin' }), undefined)).toBe(false);
    expect(isForeignRequest(req({ 'sec-fetch-site': 'none' }), undefined)).toBe(false);
  });

  it('refuses other origins, another scheme or port, null, junk, and cross-site or same-site fetches', () => {
    for (const origin of [
      'http://evil.example',
      'https://studio.local:3000',
      'http://studio.local:3001',
      'http://studio.local:3000.evil.example',
      'null',
      'not a url',
    ]) {
      expect(isForeignRequest(req({ origin }), undefined), origin).toBe(true);
    }
    expect(isForeignRequest(req({ 'sec-fetch-site': 'cross-site' }), undefined)).toBe(true);
    expect(isForeignRequest(req({ 'sec-fetch-site': 'same-site' }), undefined)).toBe(true);
    // Origin decides when both are there.
    expect(
      isForeignRequest(
        req({ origin: 'http://studio.local:3000', 'sec-fetch-site': 'same-origin' }),
        undefined,
      ),
    ).toBe(false);
  });
});
