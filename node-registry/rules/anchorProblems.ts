import type { FlowEdge, FlowNode } from '../flow.ts';
import type { NodeDefinition } from '../types.ts';
import type { FieldProblem } from './conditionDiagnostics.ts';
import { RULE_TEXTS, ruleMessage } from './ruleMessage.ts';

/** The anchor an edge ends on: handles are `${nodeId}-input-${name}-${type}` (createNodeData). */
const endsOn = (edge: FlowEdge, nodeId: string, name: string) =>
  typeof edge.targetHandle === 'string' && edge.targetHandle.startsWith(`${nodeId}-input-${name}-`);

/**
 * The message for an anchor of `type`: 'BaseChatModel' as one type, 'BaseChatModel |
 * BaseLanguageModel' as 'BaseChatModel or BaseLanguageModel' (three as 'A, B or C'), the
 * word "or" in the catalogue's text so the reader's language says it.
 */
function anchorMessage(label: string, type: string) {
  const types = type
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);
  const last = types.pop() ?? type;
  return types.length
    ? ruleMessage(RULE_TEXTS.anchorRequiredOneOf, { types: types.join(', '), last }, { label })
    : ruleMessage(RULE_TEXTS.anchorRequired, { type: last }, { label });
}

/**
 * Typed input anchors (chatflow components) that must be connected and are not: every anchor
 * the definition does not mark optional needs an edge into it. Rules come from the definition,
 * like inputProblems, so an old save is checked against the current node type.
 */
export function anchorProblems(
  node: FlowNode,
  def: NodeDefinition,
  edges: readonly FlowEdge[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const anchor of def.inputAnchors ?? []) {
    if (anchor.optional) continue;
    if (edges.some((e) => e.target === node.id && endsOn(e, node.id, anchor.name))) continue;
    problems.push({
      ...anchorMessage(anchor.label, anchor.type),
      field: anchor.name,
    });
  }
  return problems;
}
