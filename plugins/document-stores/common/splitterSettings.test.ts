import { describe, expect, it } from 'vitest';
import { splitterSettings, splitterSummary } from './splitterSettings.ts';
import type { ComponentDefinition } from './pageTypes.ts';

const recursive = {
  name: 'recursiveCharacterTextSplitter',
  inputs: [
    { name: 'chunkSize', label: 'Chunk Size', type: 'number', default: 1000 },
    { name: 'chunkOverlap', label: 'Chunk Overlap', type: 'number', default: 200 },
  ],
} as unknown as ComponentDefinition;

describe('splitterSettings', () => {
  it('reads the saved values, else the defaults', () => {
    expect(splitterSettings(recursive, {})).toEqual({ chunkSize: 1000, chunkOverlap: 200 });
    expect(splitterSettings(recursive, { chunkSize: '500', chunkOverlap: 0 })).toEqual({
      chunkSize: 500,
      chunkOverlap: 0,
    });
  });

  it('knows nothing without a splitter or with a value that is no number', () => {
    expect(splitterSettings(undefined, { chunkSize: 5 })).toEqual({});
    expect(splitterSettings(recursive, { chunkSize: 'big' }).chunkSize).toBeUndefined();
  });

  it('summarises what it knows', () => {
    expect(splitterSummary({ chunkSize: 500, chunkOverlap: 50 })).toBe('chunk size 500 · overlap 50');
    expect(splitterSummary({})).toBe('');
  });
});
