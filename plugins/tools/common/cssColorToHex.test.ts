import { describe, expect, it } from 'vitest';
import { cssColorToHex } from './cssColorToHex.ts';

describe('cssColorToHex', () => {
  it("takes a gradient's first stop", () => {
    expect(cssColorToHex('linear-gradient(rgb(117,118,129), rgb(230,10,250))')).toBe('#757681');
    expect(cssColorToHex('linear-gradient(#FFAA00, #000)')).toBe('#ffaa00');
  });
  it('reads hex and rgb(a) colours', () => {
    expect(cssColorToHex('#4F6BED')).toBe('#4f6bed');
    expect(cssColorToHex('#abc')).toBe('#aabbcc');
    expect(cssColorToHex('rgba(255, 0, 16, 0.5)')).toBe('#ff0010');
    expect(cssColorToHex('rgb(100% 0% 0%)')).toBe('#ff0000');
  });
  it('answers null for what is no colour', () => {
    expect(cssColorToHex('blue')).toBeNull();
    expect(cssColorToHex('rgb(a,b,c)')).toBeNull();
    expect(cssColorToHex(12)).toBeNull();
  });
});
