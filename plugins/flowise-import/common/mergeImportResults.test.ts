import { describe, expect, it } from 'vitest';
import { mergeImportResults } from './mergeImportResults.ts';

describe('mergeImportResults', () => {
  it('adds counts and reasons up and joins notes', () => {
    expect(
      mergeImportResults([
        {
          imported: { Tool: 1 },
          skipped: { Variable: 1 },
          reasons: { Variable: { taken: 1 } },
          notes: { Tool: ['a'] },
        },
        {
          imported: { Tool: 2, ChatFlow: 1 },
          skipped: { Variable: 2 },
          reasons: { Variable: { taken: 2 } },
          notes: { Tool: ['b'] },
        },
      ]),
    ).toEqual({
      imported: { Tool: 3, ChatFlow: 1 },
      skipped: { Variable: 3 },
      reasons: { Variable: { taken: 3 } },
      notes: { Tool: ['a', 'b'] },
    });
  });
});
