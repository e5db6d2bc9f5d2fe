import { describe, expect, it } from 'vitest';
import { mmrSelect } from './mmr.ts';

describe('mmrSelect', () => {
  const query = [1, 0];
  // two near-duplicates close to the query, one a little further but different
  const candidates = [
    [1, 0.05],
    [1, 0.06],
    [0.8, -0.6],
  ];

  it('with lambda 1 it ranks by similarity alone', () => {
    expect(mmrSelect(query, candidates, 2, 1)).toEqual([0, 1]);
  });

  it('with lambda 0.5 the second pick avoids the near-duplicate', () => {
    expect(mmrSelect(query, candidates, 2, 0.5)).toEqual([0, 2]);
  });

  it('never picks more than there are', () => {
    expect(mmrSelect(query, candidates, 10)).toHaveLength(3);
    expect(mmrSelect(query, [], 3)).toEqual([]);
  });
});
