import { describe, expect, it } from 'vitest';
import { STEP_TEXTS, stepText, worthTelling } from './importStep.ts';

describe('stepText', () => {
  it('fills the placeholders, leaves unknown ones', () => {
    expect(stepText({ text: STEP_TEXTS.set, values: { set: 'Tools', done: 3, total: 10 } })).toBe(
      'Importing Tools: 3 of 10',
    );
    expect(stepText({ text: STEP_TEXTS.reading })).toBe("Reading the peer's {{source}}");
  });
});

describe('worthTelling', () => {
  const told = (counts: number[], total: number) => {
    let previous: number | undefined;
    return counts.filter((done) => {
      if (!worthTelling(previous, done, total)) return false;
      previous = done;
      return true;
    });
  };

  it('tells the first, the last and each twentieth of the way', () => {
    const all = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(told(all, 100)).toEqual([
      1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
    ]);
    expect(told([1, 2, 3], 3)).toEqual([1, 2, 3]);
  });

  it('tells counts that come in batches', () => {
    expect(told([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000], 4000)).toEqual([
      500, 1000, 1500, 2000, 2500, 3000, 3500, 4000,
    ]);
  });
});
