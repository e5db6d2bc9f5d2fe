import { describe, expect, it } from 'vitest';
import { CompressedBodies } from './CompressedBodies.ts';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('CompressedBodies', () => {
  it('keeps a body by identity and encoding', () => {
    const kept = new CompressedBodies(1000);
    kept.set('flows:w1:v1', 'br', bytes(10, 1));
    expect(kept.get('flows:w1:v1', 'br')).toEqual(bytes(10, 1));
    expect(kept.get('flows:w1:v1', 'gzip')).toBeUndefined();
    expect(kept.get('flows:w2:v1', 'br')).toBeUndefined();
    expect([kept.hits, kept.misses]).toEqual([1, 2]);
  });

  it('drops the least recently used once over its bytes', () => {
    const kept = new CompressedBodies(1000);
    kept.set('a', 'br', bytes(200));
    kept.set('b', 'br', bytes(200));
    kept.set('c', 'br', bytes(200));
    kept.get('a', 'br'); // a is now the most recent
    kept.set('d', 'br', bytes(200));
    kept.set('e', 'br', bytes(200)); // 1,000 bytes: all fit
    expect(kept.size).toBe(5);
    kept.set('f', 'br', bytes(200)); // b, the least recent, goes
    expect(kept.get('b', 'br')).toBeUndefined();
    expect(kept.get('a', 'br')).toBeDefined();
    expect(kept.size).toBe(5);
  });

  it('replaces a body kept under the same name, counting its bytes once', () => {
    const kept = new CompressedBodies(1000);
    for (let i = 0; i < 10; i++) kept.set('same', 'br', bytes(200, i));
    kept.set('other', 'br', bytes(200));
    expect(kept.get('same', 'br')).toEqual(bytes(200, 9));
    expect(kept.get('other', 'br')).toBeDefined();
  });

  it('does not keep a body larger than a quarter of its room', () => {
    const kept = new CompressedBodies(1000);
    kept.set('small', 'br', bytes(100));
    kept.set('huge', 'br', bytes(251));
    expect(kept.get('huge', 'br')).toBeUndefined();
    expect(kept.get('small', 'br')).toBeDefined();
  });
});
