import type { FlowNode, Graph } from '../../../node-registry/flow.ts';
import type { CanvasGraph } from './canvasGraph.ts';

/**
 * The part of the canvas graph the connection rule reads, small enough to post to the worker on
 * every connection attempt (inputs and params stay behind). Given the connection, only its two
 * nodes go along: the rule reads no other node, and the cycle search needs only the edges.
 */
export function ruleGraph(
  graph: CanvasGraph,
  connection?: { source: string | null; target: string | null },
): Graph {
  const nodes = connection
    ? graph.nodes.filter((n) => n.id === connection.source || n.id === connection.target)
    : graph.nodes;
  return {
    nodes: nodes.map(
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
