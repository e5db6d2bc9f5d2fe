import { describe, expect, it } from 'vitest';
import type { CanvasNode } from './canvasGraph.ts';
import { initialViewport } from './initialViewport.ts';

const at = (id: string, x: number, y: number, parentId?: string): CanvasNode => ({
  id,
  type: 'agentFlow',
  position: { x, y },
  data: { id, name: 'llmAgentflow', label: id } as CanvasNode['data'],
  ...(parentId ? { parentId } : {}),
});

describe('initialViewport', () => {
  it('fits a small flow into view (null)', () => {
    expect(initialViewport([at('a', 0, 0), at('b', 500, 500)], 2)).toBeNull();
  });

  it('opens a large flow at a readable zoom with its top-left corner near the canvas corner', () => {
    const nodes = [at('a', 100, 300), at('b', -200, 400), at('c', 5000, 2000), at('d', -900, -900, 'c')];
    // the child's relative position does not count
    expect(initialViewport(nodes, 3, 0.5)).toEqual({ x: 40 + 100, y: 40 - 150, zoom: 0.5 });
  });
});
