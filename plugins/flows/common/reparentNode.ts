import type { CanvasNode } from './canvasGraph.ts';
import { containerAt } from './containerAt.ts';
import { positionInContainer } from './positionInContainer.ts';

export interface ReparentRules {
  isContainer(node: CanvasNode): boolean;
  /** Whether this node may sit inside a container (not a container itself, not the start node...). */
  mayNest(node: CanvasNode): boolean;
}

export type ReparentResult =
  /** Nothing to change: the node stays where it was dropped, in the same container or none. */
  | { kind: 'none' }
  /** The node was dropped on a container it may not enter; it stays outside. */
  | { kind: 'refused'; node: CanvasNode; container: CanvasNode }
  /** The node entered, left or stayed in a container and these are the nodes now. */
  | { kind: 'moved'; nodes: CanvasNode[] };

const sizeOf = (n: CanvasNode) => ({
  width: n.width ?? n.measured?.width,
  height: n.height ?? n.measured?.height,
});

/** A node's top-left corner in flow coordinates (a child's position is relative to its container). */
export function absolutePosition(nodes: readonly CanvasNode[], node: CanvasNode): { x: number; y: number } {
  let { x, y } = node.position;
  const seen = new Set([node.id]);
  let parentId = node.parentId;
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = nodes.find((n) => n.id === parentId);
    if (!parent) break;
    x += parent.position.x;
    y += parent.position.y;
    parentId = parent.parentId;
  }
  return { x, y };
}

/**
 * After a node was dragged: the container under its centre becomes its parent (position made
 * relative, kept inside, extent 'parent'); dragged out of every container it becomes top-level
 * again at the same place on screen. A child is kept after its container in the list, as the canvas
 * library draws parents first. A node still in its own container is kept inside it.
 */
export function reparentNode(
  nodes: readonly CanvasNode[],
  nodeId: string,
  rules: ReparentRules,
): ReparentResult {
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) return { kind: 'none' };
  const abs = absolutePosition(nodes, node);
  const size = sizeOf(node);
  const centre = { x: abs.x + (size.width ?? 0) / 2, y: abs.y + (size.height ?? 0) / 2 };
  const target = containerAt(nodes, centre, (n) => n.id !== nodeId && rules.isContainer(n));

  if (target && !rules.mayNest(node)) {
    return node.parentId ? { kind: 'none' } : { kind: 'refused', node, container: target };
  }
  if (!target) {
    if (!node.parentId) return { kind: 'none' };
    const { parentId: _p, extent: _e, ...rest } = node;
    return { kind: 'moved', nodes: nodes.map((n) => (n.id === nodeId ? { ...rest, position: abs } : n)) };
  }
  const position = positionInContainer(
    abs,
    { position: absolutePosition(nodes, target), ...sizeOf(target) },
    size,
  );
  const unchanged =
    node.parentId === target.id &&
    node.extent === 'parent' &&
    position.x === node.position.x &&
    position.y === node.position.y;
  if (unchanged) return { kind: 'none' };
  const moved: CanvasNode = { ...node, parentId: target.id, extent: 'parent', position };
  const others = nodes.filter((n) => n.id !== nodeId);
  const at = others.indexOf(target);
  const follows = nodes.indexOf(node) > nodes.indexOf(target);
  // Keep the node's place in the list when it already follows its container.
  if (follows) return { kind: 'moved', nodes: nodes.map((n) => (n.id === nodeId ? moved : n)) };
  return { kind: 'moved', nodes: [...others.slice(0, at + 1), moved, ...others.slice(at + 1)] };
}
