import {
  type EvaluatorConfig,
  type EvaluatorType,
  JSON_OPERATORS,
  NUMERIC_MEASURES,
  NUMERIC_OPERATORS,
  TEXT_OPERATORS,
} from './evaluationTypes.ts';

/** A config that does not fit its type: `field` names the wrong part (config/operator...). */
export class EvaluatorConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const fail = (field: string, message: string): never => {
  throw new EvaluatorConfigError(`config/${field}`, message);
};

function oneOf<T extends string>(v: unknown, list: readonly T[], field: string): T {
  if (typeof v !== 'string' || !list.includes(v as T)) fail(field, `must be one of ${list.join(', ')}`);
  return v as T;
}

function text(v: unknown, field: string, max: number, required = true): string {
  if (v === undefined && !required) return '';
  if (typeof v !== 'string') return fail(field, 'must be text');
  if (v.length > max) fail(field, `at most ${max} characters`);
  return v;
}

/**
 * Checks and normalises an evaluator's config for its type, so a saved evaluator always runs:
 * the regex compiles, the JSON Schema parses, the threshold is a number.
 */
export function parseEvaluatorConfig(type: EvaluatorType, raw: unknown): EvaluatorConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new EvaluatorConfigError('config', 'must be an object');
  const c = raw as Record<string, unknown>;
  switch (type) {
    case 'text': {
      const operator = oneOf(c.operator, TEXT_OPERATORS, 'operator');
      const value = text(c.value, 'value', 10_000);
      if (!value) fail('value', 'must not be empty');
      if (operator === 'regex') {
        try {
          new RegExp(value);
        } catch (err) {
          fail('value', `not a regular expression (${(err as Error).message})`);
        }
      }
      return { operator, value, caseSensitive: c.caseSensitive === true };
    }
    case 'json': {
      const operator = oneOf(c.operator, JSON_OPERATORS, 'operator');
      if (operator === 'isValidJson') return { operator };
      const schema = text(c.schema, 'schema', 100_000);
      let parsed: unknown;
      try {
        parsed = JSON.parse(schema);
      } catch {
        fail('schema', 'must be a JSON Schema in JSON');
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        fail('schema', 'must be a JSON object');
      return { operator, schema };
    }
    case 'numeric': {
      const measure = oneOf(c.measure, NUMERIC_MEASURES, 'measure');
      const operator = oneOf(c.operator, NUMERIC_OPERATORS, 'operator');
      const value = typeof c.value === 'string' && c.value.trim() ? Number(c.value) : c.value;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        fail('value', 'must be a number of 0 or more');
      return { measure, operator, value: value as number };
    }
    case 'llm': {
      const model = text(c.model, 'model', 100);
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(model)) fail('model', 'must name a chat model component');
      const modelConfig = c.modelConfig ?? {};
      if (typeof modelConfig !== 'object' || Array.isArray(modelConfig))
        fail('modelConfig', 'must be an object');
      if (JSON.stringify(modelConfig).length > 20_000) fail('modelConfig', 'too large');
      const rubric = text(c.rubric, 'rubric', 20_000).trim();
      if (!rubric) fail('rubric', 'must say what a good answer is');
      const passGrade = c.passGrade === undefined ? 4 : Number(c.passGrade);
      if (!Number.isInteger(passGrade) || passGrade < 1 || passGrade > 5)
        fail('passGrade', 'must be a whole number from 1 to 5');
      return { model, modelConfig: modelConfig as Record<string, unknown>, rubric, passGrade };
    }
  }
}
