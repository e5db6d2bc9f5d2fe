import { describe, expect, it } from 'vitest';
import { contentHash } from './contentHash.ts';

describe('contentHash', () => {
  it('ignores key order and the splitter position (loc), not text or other metadata', () => {
    const a = contentHash('text', { source: 'a', page: 1, loc: { lines: { from: 1, to: 2 } } });
    expect(contentHash('text', { page: 1, source: 'a', loc: { lines: { from: 9, to: 10 } } })).toBe(a);
    expect(contentHash('text', { page: 2, source: 'a' })).not.toBe(a);
    expect(contentHash('text!', { page: 1, source: 'a' })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
