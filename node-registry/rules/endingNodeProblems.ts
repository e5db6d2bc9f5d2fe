import type { Diagnostic, FlowEdge, FlowNode } from '../flow.ts';
import type { NodeDefinition } from '../types.ts';
import { RULE_TEXTS, ruleMessage } from './ruleMessage.ts';

/** Categories whose nodes answer a chatflow (the peer's ending nodes). */
export const ENDING_CATEGORIES: readonly string[] = [
  'Chains',
  'Agents',
  'Engine',
  'Multi Agents',
  'Sequential Agents',
];

export const ENDING_MESSAGES = {
  none: 'Add an ending node: a chatflow answers from a chain, an agent or an engine that nothing follows.',
  many: (labels: string[]) =>
    ruleMessage(RULE_TEXTS.manyEndings, { count: labels.length, labels: labels.join(', ') }),
  /** `category` is a node text (the catalogue's nodes namespace translates it). */
  notEnding: (category: string) => ruleMessage(RULE_TEXTS.notEnding, {}, { category }),
} as const;

/** A utility (Custom Function, If Else) set to end the flow answers with its own output. */
const setAsEnding = (node: FlowNode) =>
  (node.data.outputs as Record<string, unknown> | undefined)?.output === 'EndingNode';

/**
 * A chatflow's ending-node rules: among the graph's nodes (notes excluded, unconnected nodes only
 * when nothing is connected), those with no outgoing edge end the flow; there must be exactly one
 * and it must be able to answer. `graph` pairs each node with its definition (none for an unknown
 * type, which is reported as such and not judged again here).
 */
export function endingNodeProblems(
  graph: readonly { node: FlowNode; def: NodeDefinition | undefined }[],
  edges: readonly FlowEdge[],
): Diagnostic[] {
  if (!graph.length) return [];
  const sources = new Set(edges.map((e) => e.source));
  const linked = new Set(edges.flatMap((e) => [e.source, e.target]));
  const candidates = graph.some((g) => linked.has(g.node.id))
    ? graph.filter((g) => linked.has(g.node.id))
    : graph;
  const ends = candidates.filter((g) => !sources.has(g.node.id));
  if (!ends.length) return [{ message: ENDING_MESSAGES.none, severity: 'error' }];
  if (ends.length > 1) {
    const labels = ends.map((g) => g.node.data.label || g.node.id);
    return [{ ...ENDING_MESSAGES.many(labels), severity: 'error' }];
  }
  const [end] = ends;
  if (!end?.def || ENDING_CATEGORIES.includes(end.def.category) || setAsEnding(end.node)) return [];
  return [{ nodeId: end.node.id, ...ENDING_MESSAGES.notEnding(end.def.category), severity: 'error' }];
}
