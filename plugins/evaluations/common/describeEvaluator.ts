import type {
  Evaluator,
  JsonEvaluatorConfig,
  LlmEvaluatorConfig,
  NumericEvaluatorConfig,
  TextEvaluatorConfig,
} from './evaluationTypes.ts';
import { english, type Say } from '../../../host/common/i18n/say.ts';

export const TEXT_LABELS: Record<TextEvaluatorConfig['operator'], string> = {
  contains: 'contains',
  notContains: 'does not contain',
  equals: 'equals',
  startsWith: 'starts with',
  endsWith: 'ends with',
  regex: 'matches the regular expression',
};
export const NUMERIC_LABELS: Record<NumericEvaluatorConfig['operator'], string> = {
  lessThan: 'less than',
  lessThanOrEqual: 'at most',
  greaterThan: 'more than',
  greaterThanOrEqual: 'at least',
  equals: 'exactly',
};
export const MEASURE_LABELS: Record<NumericEvaluatorConfig['measure'], string> = {
  length: 'Answer length (characters)',
  latency: 'Latency (ms)',
  tokens: 'Tokens',
  cost: 'Cost (USD)',
};
/** The measures as a sentence names them ("latency is less than 5000"). */
const MEASURE_NAMES: Record<NumericEvaluatorConfig['measure'], string> = {
  length: 'answer length',
  latency: 'latency',
  tokens: 'tokens',
  cost: 'cost',
};
export const TYPE_LABELS: Record<Evaluator['type'], string> = {
  text: 'Text',
  json: 'JSON',
  numeric: 'Numeric',
  llm: 'LLM judge',
};

/** The rule in a line: "the answer contains {{expectedOutput}}" (in the reader's language with `say`). */
export function describeEvaluator(e: Pick<Evaluator, 'type' | 'config'>, say: Say = english): string {
  switch (e.type) {
    case 'text': {
      const c = e.config as TextEvaluatorConfig;
      const values = { operator: say(TEXT_LABELS[c.operator]), value: c.value };
      return c.caseSensitive
        ? say('the answer {{operator}} "{{value}}" (case-sensitive)', values)
        : say('the answer {{operator}} "{{value}}"', values);
    }
    case 'json': {
      const c = e.config as JsonEvaluatorConfig;
      return c.operator === 'isValidJson'
        ? say('the answer is valid JSON')
        : say('the answer is JSON matching a schema');
    }
    case 'numeric': {
      const c = e.config as NumericEvaluatorConfig;
      return say('{{measure}} is {{operator}} {{value}}', {
        measure: say(MEASURE_NAMES[c.measure]),
        operator: say(NUMERIC_LABELS[c.operator]),
        value: c.value,
      });
    }
    case 'llm': {
      const c = e.config as LlmEvaluatorConfig;
      const rubric = c.rubric.length > 80 ? `${c.rubric.slice(0, 80)}…` : c.rubric;
      return say('{{model}} grades 1-5, passes at {{grade}}: {{rubric}}', {
        model: c.model,
        grade: c.passGrade,
        rubric,
      });
    }
  }
}

/** Every text the rules are built from, for the catalogue's completeness test. */
export const EVALUATOR_TEXTS: string[] = [
  ...Object.values(TEXT_LABELS),
  ...Object.values(NUMERIC_LABELS),
  ...Object.values(MEASURE_LABELS),
  ...Object.values(MEASURE_NAMES),
  ...Object.values(TYPE_LABELS),
  'the answer {{operator}} "{{value}}" (case-sensitive)',
  'the answer {{operator}} "{{value}}"',
  'the answer is valid JSON',
  'the answer is JSON matching a schema',
  '{{measure}} is {{operator}} {{value}}',
  '{{model}} grades 1-5, passes at {{grade}}: {{rubric}}',
];
