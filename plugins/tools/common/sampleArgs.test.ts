import { describe, expect, it } from 'vitest';
import { sampleArgs } from './sampleArgs.ts';
import type { SchemaRow } from './schemaTable.ts';

const row = (property: string, type: SchemaRow['type']): SchemaRow => ({
  property,
  type,
  description: '',
  required: false,
});
const rows = [
  row('s', 'string'),
  row('n', 'number'),
  row('b', 'boolean'),
  row('o', 'object'),
  row('a', 'array'),
  row('d', 'date'),
];

describe('sampleArgs', () => {
  it('types each input by its row and leaves out empty ones', () => {
    expect(
      sampleArgs(rows, { s: 'hi', n: '2.5', b: 'true', o: '{"x":1}', a: '[1]', d: '2024-01-02' }),
    ).toEqual({
      ok: true,
      args: { s: 'hi', n: 2.5, b: true, o: { x: 1 }, a: [1], d: '2024-01-02' },
    });
    expect(sampleArgs(rows, { s: '' })).toEqual({ ok: true, args: {} });
  });

  it('names each input that cannot be read', () => {
    expect(sampleArgs(rows, { n: 'abc', b: 'yes', o: '[1]', a: '{', s: 'fine' })).toEqual({
      ok: false,
      problems: {
        n: 'Enter a number',
        b: 'Enter true or false',
        o: 'Enter a JSON object',
        a: 'Enter valid JSON',
      },
    });
  });
});
