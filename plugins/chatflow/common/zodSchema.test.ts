import { describe, expect, it } from 'vitest';
import { zodToJsonSchema } from './zodSchema.ts';

describe('zodToJsonSchema', () => {
  it('reads the marketplace example (comments, enums, int, bounds, nested arrays)', () => {
    const schema = zodToJsonSchema(`Z.array(z.object({
      title: z.string(), // the title
      yearOfRelease: z.number().int(),
      genres: z.enum(["Action", "Comedy"]).array().max(2),
      note: z.string().max(500).optional().describe('a note')
    }))`);
    expect(schema).toEqual({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          yearOfRelease: { type: 'integer' },
          genres: { type: 'array', items: { type: 'string', enum: ['Action', 'Comedy'] }, maxItems: 2 },
          note: { type: 'string', maxLength: 500, description: 'a note' },
        },
        required: ['title', 'yearOfRelease', 'genres'],
        additionalProperties: false,
      },
    });
  });

  it('names what it cannot read instead of running it', () => {
    expect(() => zodToJsonSchema('z.string().refine(1)')).toThrow(/refine/);
    expect(() => zodToJsonSchema('process.exit()')).toThrow(/must start with z\./);
    expect(() => zodToJsonSchema('z.object({ a: z.string() ')).toThrow(/ends too early/);
  });
});
