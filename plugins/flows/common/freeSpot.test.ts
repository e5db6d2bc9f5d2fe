import { describe, expect, it } from 'vitest';
import { type Box, freeSpot } from './freeSpot.ts';

const size = { width: 200, height: 60 };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('freeSpot', () => {
  it('keeps the wanted place when nothing is there', () => {
    expect(freeSpot({ x: 10, y: 20 }, size, [{ x: 400, y: 400, width: 200, height: 60 }])).toEqual({
      x: 10,
      y: 20,
    });
  });

  it("moves a node off Start (the wanted place inside Start's box) to the nearest free side", () => {
    const start = { x: 100, y: 150, width: 180, height: 52 };
    const at = freeSpot({ x: 130, y: 160 }, size, [start]);
    expect(overlap({ ...at, ...size }, start)).toBe(false);
    // below Start is nearer than right of it
    expect(at).toEqual({ x: 130, y: 150 + 52 + 24 });
  });

  it('finds a free place among several nodes, none covered', () => {
    const boxes: Box[] = [
      { x: 0, y: 0, width: 300, height: 200 },
      { x: 0, y: 224, width: 300, height: 200 },
      { x: 324, y: 0, width: 300, height: 420 },
    ];
    const at = freeSpot({ x: 50, y: 50 }, size, boxes);
    for (const b of boxes) expect(overlap({ ...at, ...size }, b)).toBe(false);
  });
});
