import { describe, expect, it } from 'vitest';
import { hostileValue, MAX_JSON_DEPTH } from './hostileValue.ts';

describe('hostileValue', () => {
  it('passes ordinary values', () => {
    expect(hostileValue({ a: ['x', 1, null, { b: true }] }, 'body')).toBeUndefined();
    expect(hostileValue('text', 'body')).toBeUndefined();
  });

  it('names the first field holding a NUL, in document order', () => {
    expect(hostileValue({ a: 'ok', b: ['x', 'y\0'], c: '\0' }, 'body')).toBe(
      'body/b/1 must not contain a NUL character',
    );
    expect(hostileValue({ 'k\0': 1 }, 'querystring')).toBe(
      'querystring must not contain a NUL character in a property name',
    );
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hostileValue(deep, 'body')).toMatch(/^body(\/0)+ is nested deeper than/);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) ok = { a: ok };
    expect(hostileValue(ok, 'body')).toBeUndefined();
  });
});
