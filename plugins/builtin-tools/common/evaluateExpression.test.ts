import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluateExpression.ts';

describe('evaluateExpression', () => {
  it('follows precedence, associativity and parentheses', () => {
    expect(evaluateExpression('2 + 3 * 4')).toBe(14);
    expect(evaluateExpression('(2 + 3) * 4')).toBe(20);
    expect(evaluateExpression('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluateExpression('-2 ^ 2')).toBe(-4);
    expect(evaluateExpression('10 - 4 - 3')).toBe(3);
    expect(evaluateExpression('2 ** 10 / 4 % 5')).toBe(1);
  });

  it('knows functions, constants, decimals and thousands separators', () => {
    expect(evaluateExpression('sqrt(16) + max(1, 7, 3)')).toBe(11);
    expect(evaluateExpression('round(pi * 100) / 100')).toBe(3.14);
    expect(evaluateExpression('1,000 * .5')).toBe(500);
    expect(evaluateExpression('1.5e3 + 3 × 2')).toBe(1506);
  });

  it('refuses code and malformed input with a message', () => {
    expect(() => evaluateExpression('process.exit(1)')).toThrow(/Unexpected|Unknown/);
    expect(() => evaluateExpression('constructor(1)')).toThrow(/Unknown function 'constructor'/);
    expect(() => evaluateExpression('toString')).toThrow(/Unknown name/);
    expect(() => evaluateExpression('2 +')).toThrow(/ends too early/);
    expect(() => evaluateExpression('(1')).toThrow(/Expected '\)'/);
    expect(() => evaluateExpression('')).toThrow(/empty/);
    expect(() => evaluateExpression('1 2')).toThrow(/Unexpected '2'/);
  });
});
