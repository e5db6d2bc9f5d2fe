import type { CanvasNode } from './canvasGraph.ts';

/** Above this many nodes a flow is not fitted into view: it opens at a readable zoom instead. */
export const LARGE_FLOW_NODES = 200;
/** The zoom a large flow opens at: labels readable, a few dozen nodes in view. */
export const LARGE_FLOW_ZOOM = 0.75;
/** Screen margin (px) left of and above the flow's first node when a large flow opens. */
const MARGIN = 40;

/**
 * Where a large flow opens: its top-left corner near the top-left of the canvas at a readable
 * zoom, so only the nodes in view are drawn (fitting hundreds of nodes would draw all of them too
 * small to read). Null for a flow small enough to fit into view.
 */
export function initialViewport(
  nodes: readonly CanvasNode[],
  limit = LARGE_FLOW_NODES,
  zoom = LARGE_FLOW_ZOOM,
): { x: number; y: number; zoom: number } | null {
  if (nodes.length <= limit) return null;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  for (const n of nodes) {
    if (n.parentId) continue;
    minX = Math.min(minX, n.position.x);
    minY = Math.min(minY, n.position.y);
  }
  if (!Number.isFinite(minX)) return null;
  return { x: MARGIN - minX * zoom, y: MARGIN - minY * zoom, zoom };
}
