import { describe, expect, it } from 'vitest';
import { LazyCompilations } from './LazyCompilations.ts';
import { createSerializerCompiler } from './serializerCompiler.ts';

describe('createSerializerCompiler', () => {
  it('serializes by the response schema, with shared $refs, compiled on first use', () => {
    const lazy = new LazyCompilations();
    const shared = { $id: 'Item', type: 'object', properties: { id: { type: 'string' } } };
    const compile = createSerializerCompiler([shared], lazy);
    const schema = { type: 'object', properties: { item: { $ref: 'Item#' }, n: { type: 'integer' } } };
    const serialize = compile({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(lazy.size).toBe(1);
    // Properties outside the schema are left out, as Fastify's own serializer does.
    expect(JSON.parse(serialize({ item: { id: 'a', secret: 's' }, n: 2, extra: true }))).toEqual({
      item: { id: 'a' },
      n: 2,
    });
    expect(lazy.size).toBe(0);
  });
});
