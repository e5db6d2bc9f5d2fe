import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';

/** Builds saved-flow shapes tersely for engine tests and benches. */
export function flowNode(
  id: string,
  name: string,
  inputs: Record<string, unknown> = {},
  extra: Partial<FlowNode> = {},
): FlowNode {
  return { id, type: 'agentFlow', position: { x: 0, y: 0 }, data: { id, name, label: id, inputs }, ...extra };
}

/** An edge from `source` to `target`; `handle` is the output index for branching nodes. */
export function flowEdge(source: string, target: string, handle?: number): FlowEdge {
  const sourceHandle =
    handle === undefined ? `${source}-output-${source.split('_')[0]}` : `${source}-output-${handle}`;
  return { id: `${source}->${target}#${handle ?? ''}`, source, target, sourceHandle, targetHandle: target };
}

export function flowOf(nodes: FlowNode[], edges: FlowEdge[]): Flow {
  return { nodes, edges };
}
