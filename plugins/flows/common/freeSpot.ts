/** A node's place and size on the canvas, in flow coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept between a new node and the nodes around it, in px. */
export const NODE_GAP = 24;

const overlaps = (a: Box, b: Box, gap: number): boolean =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

/**
 * Where a new node of `size` goes near `at` without covering another node (keeping `gap` around
 * it): `at` when that is free, else the free spot nearest to it among those right of or below
 * the nodes in the way. (Before, a node added by keyboard stepped only 40 x 60 px aside from a
 * node's corner, so on an empty agent-flow canvas a Tool node landed over Start.)
 */
export function freeSpot(
  at: { x: number; y: number },
  size: { width: number; height: number },
  boxes: readonly Box[],
  gap = NODE_GAP,
): { x: number; y: number } {
  const box = (p: { x: number; y: number }): Box => ({ ...p, ...size });
  const blocking = (p: { x: number; y: number }) => boxes.filter((b) => overlaps(box(p), b, gap));
  const seen = new Set<string>();
  let frontier = [at];
  let best: { x: number; y: number } | null = null;
  const distance = (p: { x: number; y: number }) => Math.hypot(p.x - at.x, p.y - at.y);
  // A few rounds: each candidate in the way of nodes moves right of or below each of them.
  for (let round = 0; round < 6 && frontier.length; round += 1) {
    const next: { x: number; y: number }[] = [];
    for (const p of frontier) {
      const key = `${p.x},${p.y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const inWay = blocking(p);
      if (inWay.length === 0) {
        if (!best || distance(p) < distance(best)) best = p;
        continue;
      }
      for (const b of inWay) {
        next.push({ x: b.x + b.width + gap, y: p.y }, { x: p.x, y: b.y + b.height + gap });
      }
    }
    frontier = next.filter((p) => !best || distance(p) < distance(best));
  }
  if (best) return best;
  // Crowded all round: below everything.
  return { x: at.x, y: Math.max(...boxes.map((b) => b.y + b.height)) + gap };
}
