import { http } from '../../../../host/web/http/http.ts';
import type { Graph } from '../../../../node-registry/flow.ts';
import type { OptionItem } from '../../../../node-registry/types.ts';
import type { LoadOptions } from './FormContext.tsx';

export interface NodeOptionsTarget {
  /** The node type asking (its definition name). */
  nodeName: string;
  nodeId: string;
  /** The saved flow's id, left out of listFlows; absent for a new flow. */
  flowId?: string;
  /** The flow as the canvas has it now (state keys, earlier nodes). */
  graph(): Graph;
}

/** Sends only what load methods read of a node: its id, name, label, inputs and container. */
function slim(graph: Graph): Graph {
  return {
    nodes: graph.nodes.map((n) => ({
      id: n.id,
      position: n.position,
      ...(n.parentNode ? { parentNode: n.parentNode } : {}),
      data: { id: n.id, name: n.data.name, label: n.data.label, inputs: n.data.inputs ?? {} },
    })),
    edges: graph.edges.map((e) => ({ id: e.id, source: e.source, target: e.target })),
  };
}

/** loadOptions for NodeInputsForm: POST /api/v1/node-load-method/:nodeName (the node-options plugin). */
export function createNodeOptionsLoader(target: NodeOptionsTarget): LoadOptions {
  return (loadMethod, inputs) =>
    http.post<OptionItem[]>(`/node-load-method/${encodeURIComponent(target.nodeName)}`, {
      loadMethod,
      inputs,
      flow: slim(target.graph()),
      nodeId: target.nodeId,
      ...(target.flowId ? { flowId: target.flowId } : {}),
    });
}
