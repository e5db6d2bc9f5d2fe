import { describe, expect, it } from 'vitest';
import { formatIpAddress, parseIPv4, parseIPv6, parseIpAddress } from './ipAddress.ts';

const v4 = (text: string) => {
  const bytes = parseIPv4(text);
  return bytes ? Array.from(bytes).join('.') : null;
};

describe('parseIPv4', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['10.1.65535', '10.1.255.255'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['1.2.3.4.', '1.2.3.4'],
    ['4294967295', '255.255.255.255'],
  ])('%s -> %s', (text, expected) => {
    expect(v4(text)).toBe(expected);
  });

  it.each([
    '4294967296',
    '256.0.0.1',
    '1.2.3.4.5',
    '1.2.3.256',
    '08.0.0.1',
    '1..2',
    '',
    'example.com',
    '1.2.3.4..',
    '0xg.1.1.1',
    '-1.0.0.0',
    ' 1.2.3.4',
  ])('rejects %j', (text) => {
    expect(v4(text)).toBeNull();
  });
});

describe('parseIPv6', () => {
  const v6 = (text: string) => {
    const bytes = parseIPv6(text);
    return bytes ? formatIpAddress({ version: 6, bytes }) : null;
  };
  it.each([
    ['::', '0:0:0:0:0:0:0:0'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['[::1]', '0:0:0:0:0:0:0:1'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
    ['[fe80::1%25eth0]', 'fe80:0:0:0:0:0:0:1'],
    ['::ffff:127.0.0.1', '0:0:0:0:0:ffff:7f00:1'],
    ['::FFFF:7F00:1', '0:0:0:0:0:ffff:7f00:1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8:0:0:1:0:0:1'],
    ['1::', '1:0:0:0:0:0:0:0'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
  ])('%s -> %s', (text, expected) => {
    expect(v6(text)).toBe(expected);
  });

  it.each([
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '12345::',
    ':::',
    '1:2:3:4:5:6:7:8::',
    '::ffff:127.1',
    '::ffff:1.2.3.256',
    'g::1',
    '1.2.3.4',
    '1:2:3:4:5:6:7',
  ])('rejects %j', (text) => {
    expect(v6(text)).toBeNull();
  });
});

describe('parseIpAddress', () => {
  it('tells the families apart and refuses host names', () => {
    expect(parseIpAddress('10.0.0.1')?.version).toBe(4);
    expect(parseIpAddress('::1')?.version).toBe(6);
    expect(parseIpAddress('localhost')).toBeNull();
    expect(parseIpAddress('metadata.google.internal')).toBeNull();
    expect(parseIpAddress('   ')).toBeNull();
  });
});
