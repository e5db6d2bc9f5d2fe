import dagre from '@dagrejs/dagre';

export interface LayoutNode {
  id: string;
  width?: number;
  height?: number;
  /** Nodes inside a container keep their place in it; their edges count for the container. */
  parentId?: string;
  /** Left where it is (sticky notes). */
  fixed?: boolean;
}

export interface LayoutEdge {
  source: string;
  target: string;
}

export interface LayoutOptions {
  direction?: 'LR' | 'TB';
  nodeGap?: number;
  rankGap?: number;
}

/** Size used for a node the canvas has not measured yet. */
const DEFAULT_SIZE = { width: 200, height: 80 };

/**
 * New top-left positions for the top-level nodes, ranked along the edges (left to right by
 * default) with dagre. Children of containers and fixed nodes are not moved.
 */
export function autoLayout(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
  { direction = 'LR', nodeGap = 60, rankGap = 120 }: LayoutOptions = {},
): Map<string, { x: number; y: number }> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const topOf = (id: string): string | undefined => {
    let node = byId.get(id);
    for (let i = 0; node?.parentId && i < nodes.length; i += 1) node = byId.get(node.parentId);
    return node?.id;
  };
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: direction, nodesep: nodeGap, ranksep: rankGap });
  g.setDefaultEdgeLabel(() => ({}));
  const laid = nodes.filter((n) => !n.parentId && !n.fixed);
  for (const n of laid) {
    g.setNode(n.id, { width: n.width ?? DEFAULT_SIZE.width, height: n.height ?? DEFAULT_SIZE.height });
  }
  for (const e of edges) {
    const s = topOf(e.source);
    const t = topOf(e.target);
    if (s && t && s !== t && g.hasNode(s) && g.hasNode(t)) g.setEdge(s, t);
  }
  dagre.layout(g);
  const out = new Map<string, { x: number; y: number }>();
  for (const n of laid) {
    const p = g.node(n.id);
    const w = n.width ?? DEFAULT_SIZE.width;
    const h = n.height ?? DEFAULT_SIZE.height;
    // dagre gives centres; the canvas places nodes by their top-left corner.
    out.set(n.id, { x: Math.round(p.x - w / 2), y: Math.round(p.y - h / 2) });
  }
  return out;
}
