import type { MessageText } from '../flow.ts';
import type { InputParam } from '../types.ts';
import { rowsOf } from './regenerateConditionOutputs.ts';

/** The exact alert texts of the spec (section 5). */
export const CONDITION_ALERTS = {
  variable:
    'Please specify a Variable. Try connecting Condition node to a previous node and select the variable',
  output: 'Please specify an Output Name',
  operation: 'Please select an operation for the condition',
  empty: 'Please add an item for the condition',
  noReturn:
    'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information.',
} as const;

export interface FieldProblem {
  message: string;
  field: string;
  /** The message as key and values, where it has values (ruleMessage). */
  say?: MessageText;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Row checks of a condition table: each row needs a variable, an output name (if the table has one) and an operation. */
export function conditionTableProblems(
  param: string,
  value: unknown,
  keys: { variable: string; operation: string; output?: string },
): FieldProblem[] {
  const rows = rowsOf(value);
  if (rows.length === 0) return [{ message: CONDITION_ALERTS.empty, field: param }];
  const problems: FieldProblem[] = [];
  rows.forEach((row, i) => {
    if (blank(row[keys.variable]))
      problems.push({ message: CONDITION_ALERTS.variable, field: `${param}[${i}].${keys.variable}` });
    if (keys.output && blank(row[keys.output]))
      problems.push({ message: CONDITION_ALERTS.output, field: `${param}[${i}].${keys.output}` });
    if (blank(row[keys.operation]))
      problems.push({ message: CONDITION_ALERTS.operation, field: `${param}[${i}].${keys.operation}` });
  });
  return problems;
}

/** Condition code must return its output: a `return` outside comments and strings. */
export function hasReturnStatement(code: string): boolean {
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  return /(^|[^\w$.])return\b/.test(stripped);
}

/**
 * A conditionFunction param holds a table tab (a datagrid with variable, operation and output
 * columns) and a code tab; the tab in use is stored under `${tabIdentifier}_${nodeId}`.
 */
export function conditionFunctionProblems(
  param: InputParam,
  inputs: Record<string, unknown>,
  nodeId: string,
): FieldProblem[] {
  const tabs = param.tabs ?? [];
  const key = param.tabIdentifier ?? '';
  const chosen = inputs[`${key}_${nodeId}`] ?? inputs[key] ?? tabs[0]?.name;
  const tab = tabs.find((t) => t.name === chosen) ?? tabs[0];
  if (!tab) return [];
  if (tab.type === 'code') {
    const code = inputs[tab.name];
    return typeof code === 'string' && hasReturnStatement(code)
      ? []
      : [{ message: CONDITION_ALERTS.noReturn, field: tab.name }];
  }
  const columns = new Set((tab.datagrid ?? []).map((c) => c.field));
  return conditionTableProblems(tab.name, inputs[tab.name], {
    variable: 'variable',
    operation: 'operation',
    output: columns.has('output') ? 'output' : undefined,
  });
}
