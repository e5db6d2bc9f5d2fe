import { describe, expect, it } from 'vitest';
import { LazyCompilations } from './LazyCompilations.ts';
import { createValidatorCompiler } from './validatorCompiler.ts';

const route = (schema: object, httpPart: string) => ({ schema, httpPart, method: 'POST', url: '/x' });

// The first compile loads and JIT-compiles ajv: seconds on a loaded machine.
describe('createValidatorCompiler', { timeout: 60_000 }, () => {
  it('validates bodies strictly and coerces query strings', () => {
    const compiler = createValidatorCompiler([]);
    const schema = { type: 'object', properties: { n: { type: 'number' } } };
    const body = compiler(route(schema, 'body'));
    const query = compiler(route(schema, 'querystring'));
    expect(body({ n: '3' })).toBe(false);
    expect(body.errors?.[0]?.instancePath).toBe('/n');
    const q = { n: '3' };
    expect(query(q)).toBe(true);
    expect(q.n).toBe(3);
  });

  it('compiles a schema only when it is first needed, or at the warm-up', () => {
    const lazy = new LazyCompilations();
    const compiler = createValidatorCompiler([], lazy);
    // ajv refuses an unknown type when it compiles: registering must not throw, validating does.
    const validate = compiler(route({ type: 'nope' }, 'body'));
    compiler(route({ type: 'string' }, 'body'));
    expect(lazy.size).toBe(2);
    expect(() => validate({})).toThrow(/type/);
    expect(lazy.size).toBe(1);
  });

  it('resolves the shared schemas by $ref', () => {
    const shared = { $id: 'Name', type: 'string', minLength: 1 };
    const compiler = createValidatorCompiler([shared]);
    const validate = compiler(route({ type: 'object', properties: { name: { $ref: 'Name' } } }, 'body'));
    expect(validate({ name: '' })).toBe(false);
    expect(validate({ name: 'a' })).toBe(true);
  });
});
