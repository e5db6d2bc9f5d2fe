import { describe, expect, it } from 'vitest';
import { describeEvaluator, EVALUATOR_TEXTS } from './describeEvaluator.ts';

describe('describeEvaluator', () => {
  it('words each rule in English by default', () => {
    expect(
      describeEvaluator({
        type: 'text',
        config: { operator: 'notContains', value: 'x', caseSensitive: true },
      }),
    ).toBe('the answer does not contain "x" (case-sensitive)');
    expect(describeEvaluator({ type: 'json', config: { operator: 'isValidJson' } })).toBe(
      'the answer is valid JSON',
    );
    expect(
      describeEvaluator({ type: 'numeric', config: { measure: 'length', operator: 'lessThan', value: 50 } }),
    ).toBe('answer length is less than 50');
    expect(
      describeEvaluator({
        type: 'llm',
        config: { model: 'gpt-4o', modelConfig: {}, rubric: 'Correct.', passGrade: 4 },
      }),
    ).toBe('gpt-4o grades 1-5, passes at 4: Correct.');
  });

  it('asks the translate function for every text it builds', () => {
    const asked: string[] = [];
    const say = (text: string) => {
      asked.push(text);
      return text.toUpperCase();
    };
    expect(describeEvaluator({ type: 'text', config: { operator: 'equals', value: 'a' } }, say)).toBe(
      'THE ANSWER {{OPERATOR}} "{{VALUE}}"',
    );
    expect(asked.every((text) => EVALUATOR_TEXTS.includes(text))).toBe(true);
  });
});
