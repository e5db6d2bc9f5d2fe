import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import { routeName } from '../../../node-registry/rules/routeName.ts';

/** Anchors through which sequential nodes follow each other. */
const FLOW_ANCHORS = ['sequentialNode', 'llmNode'];

const isFlowEdgeInto = (handle: unknown, target: string) =>
  typeof handle === 'string' && FLOW_ANCHORS.some((a) => handle.startsWith(`${target}-input-${a}-`));

/** The nodes that follow `node` in the sequential graph (for a condition, behind one route). */
export function successorsOf(flow: Flow, node: FlowNode, route?: string): FlowNode[] {
  const byId = new Map(flow.nodes.map((n) => [n.id, n]));
  let handles: Set<string> | undefined;
  if (route !== undefined) {
    const options = node.data.outputAnchors?.[0]?.options ?? [];
    const wanted = route.trim().toLowerCase();
    const option =
      options.find((o) => o.label.trim().toLowerCase() === wanted) ??
      options.find((o) => o.name.toLowerCase() === routeName(route).toLowerCase());
    handles = new Set(option?.id ? [option.id] : [`${node.id}-output-${routeName(route)}-Condition`]);
  }
  return flow.edges
    .filter(
      (e) =>
        e.source === node.id &&
        isFlowEdgeInto(e.targetHandle, e.target) &&
        (!handles || (typeof e.sourceHandle === 'string' && handles.has(e.sourceHandle))),
    )
    .map((e) => byId.get(e.target))
    .filter((n): n is FlowNode => !!n);
}

/** The name field of each sequential node type (what a Loop's "Loop To" names). */
export const NAME_FIELDS: Record<string, string> = {
  seqAgent: 'agentName',
  seqLLMNode: 'llmNodeName',
  seqToolNode: 'toolNodeName',
  seqConditionAgent: 'conditionAgentName',
  seqCondition: 'conditionName',
  seqCustomFunction: 'functionName',
  seqExecuteFlow: 'seqExecuteFlowName',
};

/** A sequential node's name as others refer to it (its label when unnamed). */
export function seqNameOf(node: FlowNode): string {
  const field = NAME_FIELDS[node.data.name];
  const v = field ? node.data.inputs?.[field] : undefined;
  return (typeof v === 'string' && v.trim()) || node.data.label || node.id;
}

/** The node a Loop goes back to: the one whose name is its "Loop To" (case and spaces aside). */
export function loopTarget(flow: Flow, loop: FlowNode): FlowNode | undefined {
  const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '_');
  const to = key(String(loop.data.inputs?.loopToName ?? ''));
  return flow.nodes.find((n) => n.data.name in NAME_FIELDS && key(seqNameOf(n)) === to);
}
