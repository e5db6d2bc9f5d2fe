import type { FlowNode } from '../flow.ts';
import type { InputParam, NodeDefinition } from '../types.ts';
import {
  conditionFunctionProblems,
  conditionTableProblems,
  type FieldProblem,
} from './conditionDiagnostics.ts';
import { rowsOf } from './regenerateConditionOutputs.ts';
import { RULE_TEXTS, ruleMessage } from './ruleMessage.ts';
import { evaluateDisplay, inputsWithDefaults, isOptional } from './showHideInputParams.ts';

/** No value: nothing, blank text, an empty list, or an editor's empty paragraph. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.replace(/<p>\s*<\/p>/g, '').trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function rowProblems(param: InputParam, inputs: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  rowsOf(inputs[param.name]).forEach((row, i) => {
    for (const sub of param.array ?? []) {
      if (!evaluateDisplay(sub, inputs, i) || isOptional(sub, inputs, i)) continue;
      if (sub.type === 'boolean' || !isEmptyValue(row[sub.name])) continue;
      problems.push({
        ...ruleMessage(RULE_TEXTS.rowRequired, { row: i + 1 }, { list: param.label, label: sub.label }),
        field: `${param.name}[${i}].${sub.name}`,
      });
    }
  });
  return problems;
}

/**
 * Problems in a node's inputs: displayed, non-optional fields without a value (array rows too),
 * and the condition checks with the spec's alert texts. Rules are taken from the definition, not
 * from the saved copy, so an old save is checked against the current node type.
 */
export function inputProblems(node: FlowNode, def: NodeDefinition): FieldProblem[] {
  const inputs = inputsWithDefaults(def.inputs, node.data.inputs ?? {});
  const rowRule = def.rowOutputs;
  const problems: FieldProblem[] = [];
  for (const param of def.inputs) {
    if (!evaluateDisplay(param, inputs)) continue;
    if (param.type === 'conditionFunction') {
      problems.push(...conditionFunctionProblems(param, inputs, node.id));
      continue;
    }
    if (rowRule?.param === param.name && rowsOf(inputs[param.name]).length === 0) {
      problems.push(...conditionTableProblems(param.name, [], { variable: '', operation: '' }));
      continue;
    }
    if (rowRule?.param === param.name && rowRule.conditionRow) {
      problems.push(...conditionTableProblems(param.name, inputs[param.name], rowRule.conditionRow));
      continue;
    }
    const empty = isEmptyValue(inputs[param.name]);
    if (empty && param.type !== 'boolean' && !isOptional(param, inputs)) {
      problems.push({ ...ruleMessage(RULE_TEXTS.required, {}, { label: param.label }), field: param.name });
    }
    // rows of an optional list still need their own required fields
    if (!empty && param.type === 'array') problems.push(...rowProblems(param, inputs));
  }
  return problems;
}
