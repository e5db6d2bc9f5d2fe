import { firstDisallowedModule, moduleNotAllowedValues } from '../../host/common/sandbox/requiredModules.ts';
import type { FlowNode } from '../flow.ts';
import type { FieldProblem } from './conditionDiagnostics.ts';
import { RULE_TEXTS, ruleMessage } from './ruleMessage.ts';

/** The inputs holding code that runs in the sandbox, by node name (agent flows and chat flows). */
export const SANDBOX_CODE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  customFunctionAgentflow: ['customFunctionJavascriptFunction'],
  customFunction: ['javascriptFunction'],
  ifElseFunction: ['ifFunction', 'elseFunction'],
};

/** A module the node's code requires that the sandbox here does not offer, one problem per code input. */
export function sandboxModuleProblems(node: FlowNode, allowed: readonly string[]): FieldProblem[] {
  const inputs = (node.data?.inputs ?? {}) as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const field of SANDBOX_CODE_INPUTS[node.data?.name] ?? []) {
    const code = inputs[field];
    if (typeof code !== 'string') continue;
    const name = firstDisallowedModule(code, allowed);
    if (name)
      problems.push({
        ...ruleMessage(RULE_TEXTS.moduleNotAllowed, moduleNotAllowedValues(name, allowed)),
        field,
      });
  }
  return problems;
}
