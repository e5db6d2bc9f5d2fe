import type {
  Evaluator,
  JsonEvaluatorConfig,
  LlmEvaluatorConfig,
  NumericEvaluatorConfig,
  TextEvaluatorConfig,
} from './evaluationTypes.ts';

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
export const TYPE_LABELS: Record<Evaluator['type'], string> = {
  text: 'Text',
  json: 'JSON',
  numeric: 'Numeric',
  llm: 'LLM judge',
};

/** The rule in a line: "the answer contains {{expectedOutput}}". */
export function describeEvaluator(e: Pick<Evaluator, 'type' | 'config'>): string {
  switch (e.type) {
    case 'text': {
      const c = e.config as TextEvaluatorConfig;
      return `the answer ${TEXT_LABELS[c.operator]} "${c.value}"${c.caseSensitive ? ' (case-sensitive)' : ''}`;
    }
    case 'json': {
      const c = e.config as JsonEvaluatorConfig;
      return c.operator === 'isValidJson'
        ? 'the answer is valid JSON'
        : 'the answer is JSON matching a schema';
    }
    case 'numeric': {
      const c = e.config as NumericEvaluatorConfig;
      return `${MEASURE_LABELS[c.measure].replace(/ \(.*\)$/, '').toLowerCase()} is ${NUMERIC_LABELS[c.operator]} ${c.value}`;
    }
    case 'llm': {
      const c = e.config as LlmEvaluatorConfig;
      const rubric = c.rubric.length > 80 ? `${c.rubric.slice(0, 80)}…` : c.rubric;
      return `${c.model} grades 1-5, passes at ${c.passGrade}: ${rubric}`;
    }
  }
}
