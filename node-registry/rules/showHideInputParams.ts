import type { DisplayRule, InputParam, OptionItem } from '../types.ts';
import { deepEqual, getPath } from './getPath.ts';

type Inputs = Record<string, unknown>;

const regexCache = new Map<string, RegExp | null>();

/** A string rule is also a regular expression over the whole value ('.+' = any non-empty). */
function fullMatch(pattern: string, text: string): boolean {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(`^(?:${pattern})$`);
    } catch {
      re = null;
    }
    regexCache.set(pattern, re);
  }
  return re?.test(text) ?? false;
}

/** Inputs saved as a JSON list in a string ('["a","b"]') are compared as that list. */
function asValue(raw: unknown): unknown {
  if (typeof raw === 'string' && raw.startsWith('[') && raw.endsWith(']')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function matchesOne(rule: unknown, value: unknown): boolean {
  if (typeof rule === 'string') {
    if (value === rule) return true;
    const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    return scalar && fullMatch(rule, String(value));
  }
  if (rule !== null && typeof rule === 'object') return deepEqual(rule, value);
  return value === rule;
}

/**
 * Whether an input value satisfies one rule entry: a list rule means any of its values, a string
 * rule equality or a regular expression, an object rule deep equality, anything else strict
 * equality. A list value satisfies the rule when any of its elements does. No value never matches.
 */
export function matchesRule(rule: unknown, raw: unknown): boolean {
  const value = asValue(raw);
  if (value === undefined || value === null) return false;
  const values = Array.isArray(value) ? value : [value];
  const rules = Array.isArray(rule) ? rule : [rule];
  return values.some((v) => rules.some((r) => matchesOne(r, v)));
}

function ruleHolds(rule: DisplayRule, inputs: Inputs, index: number | undefined): boolean[] {
  return Object.entries(rule).map(([path, expected]) => {
    const resolved = index === undefined ? path : path.replaceAll('$index', String(index));
    return matchesRule(expected, getPath(inputs, resolved));
  });
}

/**
 * Whether a field (or dropdown option) displays: every `show` entry must hold and no `hide` entry
 * may hold. `index` is the array row that `$index` in a path stands for.
 */
export function evaluateDisplay(
  target: { show?: DisplayRule; hide?: DisplayRule },
  inputs: Inputs,
  index?: number,
): boolean {
  if (target.show && !ruleHolds(target.show, inputs, index).every(Boolean)) return false;
  if (target.hide && ruleHolds(target.hide, inputs, index).some(Boolean)) return false;
  return true;
}

/** Whether a field may stay empty: `optional` is true, or a rule that holds. */
export function isOptional(param: InputParam, inputs: Inputs, index?: number): boolean {
  const { optional } = param;
  if (optional === undefined || typeof optional === 'boolean') return optional === true;
  return ruleHolds(optional, inputs, index).every(Boolean);
}

/** Inputs with each field's declared default filled in where no value is saved yet. */
export function inputsWithDefaults(params: readonly InputParam[], inputs: Inputs): Inputs {
  const out: Inputs = { ...inputs };
  for (const p of params) if (out[p.name] === undefined && p.default !== undefined) out[p.name] = p.default;
  return out;
}

/** Copies of the params with `display` set from their show/hide rules (siblings' defaults count). */
export function showHideInputParams(params: readonly InputParam[], inputs: Inputs): InputParam[] {
  const values = inputsWithDefaults(params, inputs);
  return params.map((p) => ({ ...p, display: evaluateDisplay(p, values) }));
}

/** The options of a dropdown that display for these inputs. */
export function showHideOptions(
  options: readonly OptionItem[],
  inputs: Inputs,
  index?: number,
): OptionItem[] {
  return options.filter((o) => evaluateDisplay(o, inputs, index));
}

/** Sub-params of one array row with `display` set; `$index` in their rules means this row. */
export function showHideArrayRow(
  subParams: readonly InputParam[],
  inputs: Inputs,
  index: number,
): InputParam[] {
  return subParams.map((p) => ({ ...p, display: evaluateDisplay(p, inputs, index) }));
}
