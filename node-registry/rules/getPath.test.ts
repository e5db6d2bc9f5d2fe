import { describe, expect, it } from 'vitest';
import { deepEqual, getPath } from './getPath.ts';

describe('getPath', () => {
  const data = { a: { b: 1 }, rows: [{ type: 'x' }, { type: 'y' }] };
  it('reads dotted and bracketed paths', () => {
    expect(getPath(data, 'a.b')).toBe(1);
    expect(getPath(data, 'rows[1].type')).toBe('y');
    expect(getPath(data, 'rows.0.type')).toBe('x');
  });
  it('returns undefined for a missing step', () => {
    expect(getPath(data, 'a.c.d')).toBeUndefined();
    expect(getPath(data, 'rows[5].type')).toBeUndefined();
    expect(getPath(null, 'a')).toBeUndefined();
  });
});

describe('deepEqual', () => {
  it('compares nested values', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
