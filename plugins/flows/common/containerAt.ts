import type { CanvasNode } from './canvasGraph.ts';

/** The top-most container (Iteration) whose box holds `point` (flow coordinates), if any. */
export function containerAt(
  nodes: readonly CanvasNode[],
  point: { x: number; y: number },
  isContainer: (node: CanvasNode) => boolean,
): CanvasNode | undefined {
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const n = nodes[i] as CanvasNode;
    if (!isContainer(n) || n.parentId) continue;
    const w = n.width ?? n.measured?.width ?? 0;
    const h = n.height ?? n.measured?.height ?? 0;
    const { x, y } = n.position;
    if (point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h) return n;
  }
  return undefined;
}
