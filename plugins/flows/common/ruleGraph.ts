import type { FlowNode, Graph } from '../../../node-registry/flow.ts';
import type { CanvasGraph } from './canvasGraph.ts';

/**
 * The part of the canvas graph the connection rule reads, small enough to post to the worker on
 * every connection attempt (inputs and params stay behind).
 */
export function ruleGraph(graph: CanvasGraph): Graph {
  return {
    nodes: graph.nodes.map(
      (n): FlowNode => ({
        id: n.id,
        type: n.type,
        position: n.position,
        data: {
          id: n.id,
          name: n.data?.name,
          label: n.data?.label,
          hideInput: n.data?.hideInput,
          hideOutput: n.data?.hideOutput,
          outputAnchors: n.data?.outputAnchors,
          inputAnchors: n.data?.inputAnchors,
        },
      }),
    ),
    edges: graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: e.sourceHandle ?? null,
      targetHandle: e.targetHandle ?? null,
    })),
  };
}
