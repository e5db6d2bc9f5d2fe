import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy.ts';

describe('parseTrustProxy', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads true and lists of addresses or CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of ['yes', '1', 'proxy.local', '10.0.0.0/33', '1.2.3.4/8/1', '10.0.0.1/x', ',']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
  });
});
