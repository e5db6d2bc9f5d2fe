import { describe, expect, it } from 'vitest';
import { structuredOutputSchema } from './structuredOutputSchema.ts';

describe('structuredOutputSchema', () => {
  it('builds a strict object schema from the rows', () => {
    expect(
      structuredOutputSchema([
        { key: 'title', type: 'string', description: 'd' },
        { key: 'tags', type: 'stringArray' },
        { key: 'n', type: 'number' },
        { key: 'ok', type: 'boolean' },
        { key: 'kind', type: 'enum', enumValues: 'a, b' },
        {
          key: 'rows',
          type: 'jsonArray',
          jsonSchema: '{"type":"object","properties":{"x":{"type":"string"}}}',
        },
        { key: '' },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', description: 'd' },
        tags: { type: 'array', items: { type: 'string' } },
        n: { type: 'number' },
        ok: { type: 'boolean' },
        kind: { type: 'string', enum: ['a', 'b'] },
        rows: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } },
      },
      required: ['title', 'tags', 'n', 'ok', 'kind', 'rows'],
      additionalProperties: false,
    });
    expect(structuredOutputSchema('')).toBeUndefined();
    expect(() => structuredOutputSchema([{ key: 'r', type: 'jsonArray', jsonSchema: '{' }])).toThrow("'r'");
  });
});
