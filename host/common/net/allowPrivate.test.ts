import { describe, expect, it } from 'vitest';
import { isPrivateAllowed, parseAllowPrivate } from './allowPrivate.ts';

describe('parseAllowPrivate', () => {
  it('reads booleans and comma lists', () => {
    expect(parseAllowPrivate(undefined)).toBe(false);
    expect(parseAllowPrivate('')).toBe(false);
    expect(parseAllowPrivate('false')).toBe(false);
    expect(parseAllowPrivate('true')).toBe(true);
    expect(parseAllowPrivate('TRUE')).toBe(true);
    expect(parseAllowPrivate(' ollama.local , 10.0.0.0/8,,::1 ')).toEqual([
      'ollama.local',
      '10.0.0.0/8',
      '::1',
    ]);
  });
});

describe('isPrivateAllowed', () => {
  it('allows by host name, exact address or block, and nothing else', () => {
    const allow = parseAllowPrivate('ollama.local,10.0.0.0/8,::1,127.0.0.2');
    expect(isPrivateAllowed(allow, 'OLLAMA.local', '192.168.1.5')).toBe(true);
    expect(isPrivateAllowed(allow, 'db.internal', '10.9.8.7')).toBe(true);
    expect(isPrivateAllowed(allow, '[::1]', '::1')).toBe(true);
    expect(isPrivateAllowed(allow, 'x', '127.0.0.2')).toBe(true);
    expect(isPrivateAllowed(allow, 'x', '127.0.0.1')).toBe(false);
    expect(isPrivateAllowed(allow, 'evil.ollama.local', '192.168.1.5')).toBe(false);
    expect(isPrivateAllowed(true, 'any', '127.0.0.1')).toBe(true);
    expect(isPrivateAllowed(false, 'any', '127.0.0.1')).toBe(false);
  });
});
