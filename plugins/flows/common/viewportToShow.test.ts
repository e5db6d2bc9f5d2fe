import { describe, expect, it } from 'vitest';
import { viewportToShow } from './viewportToShow.ts';

const box = { x: 100, y: 50, width: 200, height: 80 };

describe('viewportToShow', () => {
  it('leaves a box in view where it is', () => {
    expect(viewportToShow(box, { x: 0, y: 0, zoom: 1 }, 800, 600)).toBeNull();
  });

  it('moves a box cut off on the right just inside the edge, keeping the zoom', () => {
    // The pane narrowed to 250 px: the box ends at 300, so the view moves 300 - 250 + 24 left.
    expect(viewportToShow(box, { x: 0, y: 0, zoom: 1 }, 250, 600)).toEqual({ x: -74, y: 0, zoom: 1 });
  });

  it('moves a box above the pane down, at the zoom in use', () => {
    // At zoom 2 the box's top is at 50 * 2 - 300 = -200 on screen.
    expect(viewportToShow(box, { x: 0, y: -300, zoom: 2 }, 1000, 600)).toEqual({ x: 0, y: -76, zoom: 2 });
  });

  it('centres a box wider than the pane', () => {
    const next = viewportToShow(box, { x: 500, y: 0, zoom: 1 }, 150, 600);
    expect(next).toEqual({ x: 75 - 200, y: 0, zoom: 1 });
  });

  it('does nothing for a pane with no size (not laid out yet)', () => {
    expect(viewportToShow(box, { x: -900, y: 0, zoom: 1 }, 0, 0)).toBeNull();
  });
});
