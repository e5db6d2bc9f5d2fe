import type { AnchorStyle } from '../../../node-registry/rules/createNodeData.ts';
import type { CanvasGraph } from './canvasGraph.ts';
import { offeredOutputs } from './chooseOutput.ts';

/** One handle a keyboard user can pick: a node's output, or an input to connect it to. */
export interface HandleChoice {
  nodeId: string;
  handleId: string;
  label: string;
}

/**
 * What the node panel's "Connect" row offers for `sourceId`: its outputs as drawn, and every input
 * handle of the other nodes (the connection rules still decide; a refused one says why).
 * Flow nodes have one input (id = node id) unless they take none; typed nodes one per input anchor.
 */
export function connectionChoices(
  graph: CanvasGraph,
  sourceId: string,
  anchors: AnchorStyle,
): { outputs: HandleChoice[]; targets: HandleChoice[] } {
  const source = graph.nodes.find((n) => n.id === sourceId);
  if (!source || source.data.hideOutput) return { outputs: [], targets: [] };
  const outputs = offeredOutputs(source.data.outputAnchors, source.data.outputs).map((a) => ({
    nodeId: sourceId,
    handleId: a.id ?? `${sourceId}-output`,
    label: a.label || a.name,
  }));
  const targets = graph.nodes.flatMap((n): HandleChoice[] => {
    if (n.id === sourceId || n.type === 'stickyNote') return [];
    if (anchors === 'typed')
      return (n.data.inputAnchors ?? []).map((a) => ({
        nodeId: n.id,
        handleId: a.id ?? a.name,
        label: `${n.data.label} › ${a.label}`,
      }));
    return n.data.hideInput ? [] : [{ nodeId: n.id, handleId: n.id, label: n.data.label }];
  });
  return { outputs, targets };
}
