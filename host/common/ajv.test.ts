import { describe, expect, it } from 'vitest';
import { lazyValidator } from './ajv.ts';
import { formatAjvErrors } from './formatAjvErrors.ts';

describe('lazyValidator', () => {
  it('validates like a compiled ajv validator, with its errors', () => {
    const validate = lazyValidator<{ name: string }>({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
    });
    expect(validate({ name: 'a' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({})).toBe(false);
    expect(formatAjvErrors(validate.errors)).toBe("/ must have required property 'name'");
  });

  it('compiles on the first call, so a broken schema fails there and not at import', () => {
    const validate = lazyValidator({ type: 'nope' });
    expect(() => validate({})).toThrow(/type/);
  });
});
