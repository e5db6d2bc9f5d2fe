import { describe, expect, it } from 'vitest';
import { checkOutput, type RunSample } from './checkOutput.ts';
import type { EvaluatorSnapshot } from './evaluationTypes.ts';

const sample: RunSample = {
  input: 'What is 2 + 2?',
  expectedOutput: '4',
  output: 'The sum is 4.',
  latencyMs: 1200,
  tokens: 30,
  costUsd: 0.002,
};
const run = (type: EvaluatorSnapshot['type'], config: object, s: Partial<RunSample> = {}) =>
  checkOutput({ id: 'e', name: 'e', type, config } as EvaluatorSnapshot, { ...sample, ...s });

describe('text evaluators', () => {
  it('compare with the expected output or a fixed value, case-insensitive unless asked', () => {
    expect(run('text', { operator: 'contains', value: '{{expectedOutput}}' }).pass).toBe(true);
    expect(run('text', { operator: 'contains', value: 'THE SUM' }).pass).toBe(true);
    expect(run('text', { operator: 'contains', value: 'THE SUM', caseSensitive: true }).pass).toBe(false);
    expect(run('text', { operator: 'notContains', value: 'sorry' }).pass).toBe(true);
    expect(run('text', { operator: 'equals', value: '{{expectedOutput}}' }).pass).toBe(false);
    expect(run('text', { operator: 'equals', value: '{{expectedOutput}}' }, { output: ' 4 ' }).pass).toBe(
      true,
    );
    expect(run('text', { operator: 'startsWith', value: 'the' }).pass).toBe(true);
    expect(run('text', { operator: 'endsWith', value: '4.' }).pass).toBe(true);
    expect(run('text', { operator: 'regex', value: '\\b\\d+\\.$' }).pass).toBe(true);
    const failed = run('text', { operator: 'contains', value: 'five' });
    expect(failed).toMatchObject({ pass: false, detail: 'not: contains "five"' });
  });
});

describe('JSON evaluators', () => {
  const schema = JSON.stringify({
    type: 'object',
    required: ['sum'],
    properties: { sum: { type: 'number' } },
  });
  it('check the answer parses, and matches a schema', () => {
    expect(run('json', { operator: 'isValidJson' }).pass).toBe(false);
    expect(run('json', { operator: 'isValidJson' }, { output: '{"sum":4}' }).pass).toBe(true);
    expect(run('json', { operator: 'matchesSchema', schema }, { output: '{"sum":4}' }).pass).toBe(true);
    const wrong = run('json', { operator: 'matchesSchema', schema }, { output: '{"sum":"4"}' });
    expect(wrong.pass).toBe(false);
    expect(wrong.detail).toContain('/sum');
  });
});

describe('numeric evaluators', () => {
  it('compare length, latency, tokens or cost with a threshold', () => {
    expect(run('numeric', { measure: 'length', operator: 'lessThan', value: 14 }).pass).toBe(true);
    expect(run('numeric', { measure: 'length', operator: 'lessThan', value: 13 }).pass).toBe(false);
    expect(run('numeric', { measure: 'latency', operator: 'lessThanOrEqual', value: 1200 }).pass).toBe(true);
    expect(run('numeric', { measure: 'tokens', operator: 'greaterThan', value: 30 }).pass).toBe(false);
    expect(run('numeric', { measure: 'tokens', operator: 'equals', value: 30 }).pass).toBe(true);
    expect(run('numeric', { measure: 'cost', operator: 'lessThan', value: 0.001 })).toMatchObject({
      pass: false,
      detail: 'cost 0.002000 USD not < 0.001',
    });
  });
});
