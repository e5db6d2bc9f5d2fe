import { describe, expect, it } from 'vitest';
import { cidrContains, parseCidr } from './cidr.ts';
import { parseIpAddress } from './ipAddress.ts';

const inside = (cidr: string, ip: string) => cidrContains(parseCidr(cidr)!, parseIpAddress(ip)!);

describe('cidr', () => {
  it('matches prefixes on and off byte boundaries', () => {
    expect(inside('10.0.0.0/8', '10.255.1.2')).toBe(true);
    expect(inside('10.0.0.0/8', '11.0.0.0')).toBe(false);
    expect(inside('172.16.0.0/12', '172.31.255.255')).toBe(true);
    expect(inside('172.16.0.0/12', '172.32.0.0')).toBe(false);
    expect(inside('100.64.0.0/10', '100.127.0.1')).toBe(true);
    expect(inside('100.64.0.0/10', '100.128.0.1')).toBe(false);
    expect(inside('fc00::/7', 'fdff::1')).toBe(true);
    expect(inside('fc00::/7', 'fe00::1')).toBe(false);
    expect(inside('0.0.0.0/0', '8.8.8.8')).toBe(true);
  });

  it('treats a bare address as a single host and never mixes families', () => {
    expect(inside('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(inside('127.0.0.1', '127.0.0.2')).toBe(false);
    expect(inside('::/0', '127.0.0.1')).toBe(false);
  });

  it('rejects malformed blocks', () => {
    for (const bad of ['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/1', 'host/8', '10.0.0.0/-1', '']) {
      expect(parseCidr(bad), bad).toBeNull();
    }
  });
});
