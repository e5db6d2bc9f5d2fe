import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviateCount.ts';
import { formatBytes } from './formatBytes.ts';
import { truncate } from './truncate.ts';

describe('formatBytes', () => {
  it('steps by 1024 from Bytes to YB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512.00 Bytes');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 ** 2 * 3.25)).toBe('3.25 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
    expect(formatBytes(1024 ** 8)).toBe('1.00 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024.00 YB');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});

describe('abbreviateCount', () => {
  it('abbreviates with k, M, G', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1500)).toBe('1.5k');
    expect(abbreviateCount(2_340_000)).toBe('2.3M');
    expect(abbreviateCount(7_000_000_000)).toBe('7G');
    expect(abbreviateCount(-1500)).toBe('-1.5k');
  });
});

describe('truncate', () => {
  it('ends cut text with three dots', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
    expect(truncate('a longer sentence', 10)).toBe('a longe...');
    expect(truncate('a longer sentence', 10)).toHaveLength(10);
    expect(truncate('abcdef', 2)).toBe('..');
  });
});
