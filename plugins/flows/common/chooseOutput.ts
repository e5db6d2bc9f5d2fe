import type { SavedOutputAnchor } from '../../../node-registry/flow.ts';
import type { OutputAnchor } from '../../../node-registry/types.ts';
import type { CanvasGraph } from './canvasGraph.ts';

/** The output handles a typed node offers now: an 'options' output offers only its chosen one. */
export function offeredOutputs(
  anchors: readonly SavedOutputAnchor[] | undefined,
  outputs: Record<string, unknown> | undefined,
): OutputAnchor[] {
  return (anchors ?? []).flatMap((a) => {
    if (a.type !== 'options') return [a];
    // Branch outputs (a condition's routes) are all live at once, not a choice.
    if (a.options?.length && a.options.every((o) => o.isAnchor)) return a.options;
    const chosen = outputs?.[a.name] ?? a.default;
    const option = a.options?.find((o) => o.name === chosen) ?? a.options?.[0];
    return option ? [option] : [];
  });
}

/**
 * A typed node's choice of output (a vector store's retriever or store, a chain or its
 * prediction): stored under outputs[anchor name] as the peer does; edges leaving from the output
 * no longer offered are removed, since the type they carried is gone.
 */
export function chooseOutput<G extends CanvasGraph>(
  graph: G,
  nodeId: string,
  anchorName: string,
  choice: string,
): G {
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node) return graph;
  const data = { ...node.data, outputs: { ...(node.data.outputs ?? {}), [anchorName]: choice } };
  const offered = new Set(offeredOutputs(data.outputAnchors, data.outputs).map((a) => a.id));
  const own = new Set(
    (data.outputAnchors ?? []).flatMap((a) => [a.id, ...(a.options ?? []).map((o) => o.id)]),
  );
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n.id === nodeId ? { ...n, data } : n)),
    edges: graph.edges.filter(
      (e) =>
        e.source !== nodeId ||
        !own.has(e.sourceHandle ?? undefined) ||
        offered.has(e.sourceHandle ?? undefined),
    ),
  };
}
