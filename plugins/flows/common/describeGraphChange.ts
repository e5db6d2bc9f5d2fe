import type { CanvasGraph } from './canvasGraph.ts';

const labelOf = (g: CanvasGraph, id: string) => g.nodes.find((n) => n.id === id)?.data.label ?? id;
const list = (names: string[]) => (names.length <= 3 ? names.join(', ') : `${names.length} nodes`);

/**
 * One sentence for a screen reader about what an edit did to the graph (nodes added or deleted,
 * connections made or removed), or null when nothing of that kind changed (moves are announced
 * by the canvas library itself, typing in a form needs no announcement).
 */
export function describeGraphChange(before: CanvasGraph, after: CanvasGraph): string | null {
  const had = new Set(before.nodes.map((n) => n.id));
  const has = new Set(after.nodes.map((n) => n.id));
  const added = after.nodes.filter((n) => !had.has(n.id)).map((n) => n.data.label);
  const deleted = before.nodes.filter((n) => !has.has(n.id)).map((n) => n.data.label);
  const parts: string[] = [];
  if (added.length) parts.push(`Added ${list(added)}`);
  if (deleted.length) parts.push(`Deleted ${list(deleted)}`);

  const hadEdge = new Set(before.edges.map((e) => e.id));
  const hasEdge = new Set(after.edges.map((e) => e.id));
  const connected = after.edges.filter((e) => !hadEdge.has(e.id));
  // Edges that went with a deleted node need no sentence of their own.
  const removed = before.edges.filter((e) => !hasEdge.has(e.id) && has.has(e.source) && has.has(e.target));
  if (connected.length === 1) {
    const e = connected[0]!;
    parts.push(`Connected ${labelOf(after, e.source)} to ${labelOf(after, e.target)}`);
  } else if (connected.length > 1) parts.push(`${connected.length} connections made`);
  if (removed.length === 1) {
    const e = removed[0]!;
    parts.push(`Removed the connection from ${labelOf(before, e.source)} to ${labelOf(before, e.target)}`);
  } else if (removed.length > 1) parts.push(`${removed.length} connections removed`);
  return parts.length ? `${parts.join('. ')}.` : null;
}
