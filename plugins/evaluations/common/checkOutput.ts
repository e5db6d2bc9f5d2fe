import { createAjv } from '../../../host/common/ajv.ts';
import type {
  EvaluatorSnapshot,
  EvaluatorVerdict,
  JsonEvaluatorConfig,
  NumericEvaluatorConfig,
  TextEvaluatorConfig,
} from './evaluationTypes.ts';

/** What a rule-based evaluator looks at: the row, the flow's answer and how the run went. */
export interface RunSample {
  input: string;
  expectedOutput: string;
  output: string;
  latencyMs: number;
  tokens: number;
  costUsd: number;
}

const fill = (value: string, s: RunSample) =>
  value.replaceAll('{{expectedOutput}}', s.expectedOutput).replaceAll('{{input}}', s.input);

function checkText(c: TextEvaluatorConfig, s: RunSample): [boolean, string] {
  const raw = fill(c.value, s);
  if (c.operator === 'regex') {
    const ok = new RegExp(raw, c.caseSensitive ? '' : 'i').test(s.output);
    return [ok, `${ok ? 'matches' : 'does not match'} /${raw}/`];
  }
  const fold = (t: string) => (c.caseSensitive ? t : t.toLowerCase());
  const out = fold(s.output.trim());
  const want = fold(raw.trim());
  const ok = {
    contains: () => out.includes(want),
    notContains: () => !out.includes(want),
    equals: () => out === want,
    startsWith: () => out.startsWith(want),
    endsWith: () => out.endsWith(want),
  }[c.operator]();
  const said = {
    contains: 'contains',
    notContains: 'does not contain',
    equals: 'equals',
    startsWith: 'starts with',
    endsWith: 'ends with',
  }[c.operator];
  return [ok, `${ok ? '' : 'not: '}${said} "${raw.length > 80 ? `${raw.slice(0, 80)}...` : raw}"`];
}

const schemaCache = new Map<string, ReturnType<ReturnType<typeof createAjv>['compile']>>();

function checkJson(c: JsonEvaluatorConfig, s: RunSample): [boolean, string] {
  let value: unknown;
  try {
    value = JSON.parse(s.output);
  } catch {
    return [false, 'the answer is not valid JSON'];
  }
  if (c.operator === 'isValidJson') return [true, 'valid JSON'];
  const schema = c.schema ?? '{}';
  let validate = schemaCache.get(schema);
  if (!validate) {
    try {
      validate = createAjv({ strict: false, allErrors: false }).compile(JSON.parse(schema) as object);
    } catch (err) {
      return [false, `the JSON Schema does not compile: ${(err as Error).message}`];
    }
    if (schemaCache.size > 200) schemaCache.clear();
    schemaCache.set(schema, validate);
  }
  if (validate(value)) return [true, 'matches the JSON Schema'];
  const e = validate.errors?.[0];
  return [false, `does not match the JSON Schema: ${e?.instancePath || '(root)'} ${e?.message ?? ''}`.trim()];
}

const UNITS = { length: 'characters', latency: 'ms', tokens: 'tokens', cost: 'USD' } as const;
const OPS = {
  lessThan: '<',
  lessThanOrEqual: '<=',
  greaterThan: '>',
  greaterThanOrEqual: '>=',
  equals: '=',
} as const;

/** The measured number of a numeric evaluator. */
export function measureOf(measure: NumericEvaluatorConfig['measure'], s: RunSample): number {
  return { length: s.output.length, latency: s.latencyMs, tokens: s.tokens, cost: s.costUsd }[measure];
}

function checkNumeric(c: NumericEvaluatorConfig, s: RunSample): [boolean, string] {
  const got = measureOf(c.measure, s);
  const ok = {
    lessThan: got < c.value,
    lessThanOrEqual: got <= c.value,
    greaterThan: got > c.value,
    greaterThanOrEqual: got >= c.value,
    equals: got === c.value,
  }[c.operator];
  const shown = c.measure === 'cost' ? got.toFixed(6) : String(Math.round(got));
  return [ok, `${c.measure} ${shown} ${UNITS[c.measure]} ${ok ? '' : 'not '}${OPS[c.operator]} ${c.value}`];
}

/** Runs a rule-based (text, JSON, numeric) evaluator; LLM judges run on the server (judgeAnswer). */
export function checkOutput(e: EvaluatorSnapshot, s: RunSample): EvaluatorVerdict {
  const [pass, detail] =
    e.type === 'text'
      ? checkText(e.config as TextEvaluatorConfig, s)
      : e.type === 'json'
        ? checkJson(e.config as JsonEvaluatorConfig, s)
        : e.type === 'numeric'
          ? checkNumeric(e.config as NumericEvaluatorConfig, s)
          : [false, 'an LLM judge runs on the server'];
  return { id: e.id, name: e.name, type: e.type, pass, detail };
}
