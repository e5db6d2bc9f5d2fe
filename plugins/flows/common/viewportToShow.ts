/** A rectangle in flow coordinates. */
export interface FlowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** React Flow's viewport: screen = flow * zoom + (x, y). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/**
 * The viewport that brings `box` into a `width` x `height` pane (keeping the zoom), or null when
 * it is in view already. A box that fits is moved just enough to sit `margin` px inside the
 * nearest edge; one larger than the pane is centred. Used when a side panel narrows the canvas.
 */
export function viewportToShow(
  box: FlowBox,
  view: Viewport,
  width: number,
  height: number,
  margin = 24,
): Viewport | null {
  if (width <= 0 || height <= 0) return null;
  const axis = (start: number, length: number, offset: number, pane: number): number => {
    const from = start * view.zoom + offset;
    const to = from + length * view.zoom;
    if (from >= 0 && to <= pane) return offset;
    if (to - from + 2 * margin > pane) return pane / 2 - (start + length / 2) * view.zoom;
    return from < 0 ? offset - from + margin : offset - (to - pane) - margin;
  };
  const x = axis(box.x, box.width, view.x, width);
  const y = axis(box.y, box.height, view.y, height);
  return x === view.x && y === view.y ? null : { x, y, zoom: view.zoom };
}
