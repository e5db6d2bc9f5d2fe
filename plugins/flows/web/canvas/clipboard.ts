import type { CanvasGraph, CanvasNode } from '../../common/canvasGraph.ts';

/** Copied nodes, kept for pasting in any canvas of this tab (also into another flow). */
let copied: CanvasGraph | null = null;

export function getCopied(): CanvasGraph | null {
  return copied;
}

/** The selected nodes, the children of selected containers, and the edges among them. */
export function selectionOf(graph: CanvasGraph): CanvasGraph {
  const ids = new Set(graph.nodes.filter((n) => n.selected).map((n) => n.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of graph.nodes) {
      if (n.parentId && ids.has(n.parentId) && !ids.has(n.id)) {
        ids.add(n.id);
        grew = true;
      }
    }
  }
  const nodes: CanvasNode[] = graph.nodes.filter((n) => ids.has(n.id));
  const edges = graph.edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  return { nodes, edges };
}

export function setCopied(graph: CanvasGraph): void {
  copied = structuredClone(graph);
}
