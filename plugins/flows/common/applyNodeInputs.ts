import type { FlowEdge } from '../../../node-registry/flow.ts';
import { regenerateConditionOutputs } from '../../../node-registry/rules/regenerateConditionOutputs.ts';
import { showHideInputParams } from '../../../node-registry/rules/showHideInputParams.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { CanvasEdge, CanvasGraph } from './canvasGraph.ts';

/**
 * The graph after a node's inputs changed: params re-evaluated against the show/hide rules and,
 * for a node whose outputs come from rows (Condition, Condition Agent), outputs rebuilt from the
 * rows with the edges of removed outputs dropped. Returns the same graph if the node is missing.
 */
export function applyNodeInputs(
  graph: CanvasGraph,
  nodeId: string,
  inputs: Record<string, unknown>,
  definition: NodeDefinition | undefined,
): CanvasGraph {
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node) return graph;
  const data = { ...node.data, inputs };
  if (data.inputParams) data.inputParams = showHideInputParams(data.inputParams, inputs);
  let edges = graph.edges;
  if (definition?.rowOutputs) {
    const next = regenerateConditionOutputs(
      { id: node.id, position: node.position, data },
      graph.edges as FlowEdge[],
      definition.rowOutputs,
    );
    data.outputAnchors = next.outputAnchors;
    const labels = new Map(next.outputAnchors.map((a) => [a.id, a.label]));
    // An edge keeps its output id, but the output may now be another row or Else: relabel it.
    edges = (next.removedEdges.length ? (next.edges as CanvasEdge[]) : graph.edges).map((e) => {
      const label = e.source === nodeId ? labels.get(e.sourceHandle ?? '') : undefined;
      return label !== undefined && e.data?.edgeLabel !== undefined && e.data.edgeLabel !== label
        ? { ...e, data: { ...e.data, edgeLabel: label } }
        : e;
    });
    if (edges.every((e, i) => e === graph.edges[i]) && edges.length === graph.edges.length)
      edges = graph.edges;
  }
  return { nodes: graph.nodes.map((n) => (n.id === nodeId ? { ...n, data } : n)), edges };
}
