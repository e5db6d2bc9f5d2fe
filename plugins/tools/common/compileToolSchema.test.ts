import { describe, expect, it } from 'vitest';
import { argumentProblems, compileToolSchema } from './compileToolSchema.ts';

describe('compileToolSchema', () => {
  it('compiles an object schema and validates arguments against it', () => {
    const compiled = compileToolSchema(
      JSON.stringify({
        type: 'object',
        properties: { a: { type: 'number' }, when: { type: 'string', format: 'date' } },
        required: ['a'],
      }),
    );
    if (!compiled.ok) throw new Error(compiled.message);
    expect(argumentProblems(compiled.validate, { a: 1, when: '2024-02-03' })).toBeNull();
    expect(argumentProblems(compiled.validate, { a: 'x' })).toContain('/a must be number');
    expect(argumentProblems(compiled.validate, {})).toContain("must have required property 'a'");
    expect(argumentProblems(compiled.validate, { a: 1, when: 'yesterday' })).toContain(
      '/when must match format',
    );
  });

  it('treats empty text as an empty object schema', () => {
    expect(compileToolSchema('').ok).toBe(true);
  });

  it.each([
    ['{not json', 'not valid JSON'],
    ['[1]', 'must be a JSON object'],
    ['{"type":"string"}', "type 'object'"],
    ['{"type":"object","properties":{"a":{"type":"strin"}}}', 'Invalid JSON schema'],
    ['{"type":"object","required":"a"}', 'Invalid JSON schema'],
    ['{"type":"object","frobnicate":true}', 'unknown keyword'],
  ])('refuses %s', (text, message) => {
    const compiled = compileToolSchema(text);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.message).toContain(message);
  });
});
