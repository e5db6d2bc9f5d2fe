import { describe, expect, it } from 'vitest';
import {
  parseSchemaText,
  rowsToSchema,
  type SchemaRow,
  schemaRowProblems,
  schemaToRows,
} from './schemaTable.ts';

const rows: SchemaRow[] = [
  { property: 'city', type: 'string', description: 'City name', required: true },
  { property: 'days', type: 'number', description: '', required: false },
  { property: 'from', type: 'date', description: 'Start', required: true },
  { property: 'tags', type: 'array', description: '', required: false },
];

describe('schema table', () => {
  it('turns rows into a JSON Schema object with required names', () => {
    expect(rowsToSchema(rows)).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name' },
        days: { type: 'number' },
        from: { type: 'string', format: 'date', description: 'Start' },
        tags: { type: 'array' },
      },
      required: ['city', 'from'],
    });
  });

  it('round-trips rows through the schema', () => {
    expect(schemaToRows(rowsToSchema(rows))).toEqual(rows);
  });

  it('omits required when nothing is required and skips blank rows', () => {
    expect(rowsToSchema([{ property: ' ', type: 'string', description: '', required: true }])).toEqual({
      type: 'object',
      properties: {},
    });
  });

  it('reads integer as number and unknown types as string', () => {
    expect(
      schemaToRows({ properties: { a: { type: 'integer' }, b: { type: 'null' }, c: 5 } }).map((r) => r.type),
    ).toEqual(['number', 'string', 'string']);
  });

  it('reports empty, invalid and duplicate property names per row', () => {
    const problems = schemaRowProblems([
      { property: '', type: 'string', description: '', required: false },
      { property: '1x', type: 'string', description: '', required: false },
      { property: 'ok', type: 'string', description: '', required: false },
      { property: 'ok', type: 'number', description: '', required: false },
    ]);
    expect([...problems.keys()]).toEqual([0, 1, 3]);
    expect(problems.get(3)).toContain("Duplicate property 'ok'");
  });

  it('parses empty text as an empty object schema and rejects bad JSON', () => {
    expect(parseSchemaText('')).toEqual({ type: 'object', properties: {} });
    expect(() => parseSchemaText('{nope')).toThrow();
  });
});
