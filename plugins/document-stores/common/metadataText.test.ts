import { describe, expect, it } from 'vitest';
import { metadataText, parseMetadata } from './metadataText.ts';

describe('chunk metadata text', () => {
  it('round-trips an object', () => {
    const meta = { source: 'a.pdf', page: 3 };
    expect(parseMetadata(metadataText(meta))).toEqual({ value: meta });
    expect(parseMetadata('  ')).toEqual({ value: {} });
  });

  it('names the problem with anything else', () => {
    expect(parseMetadata('[1]')).toEqual({ problem: expect.stringContaining('must be a JSON object') });
    expect(parseMetadata('"x"')).toEqual({ problem: expect.stringContaining('must be a JSON object') });
    expect(parseMetadata('{source:')).toEqual({ problem: expect.stringContaining('not valid JSON') });
  });
});
