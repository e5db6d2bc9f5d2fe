import { type Edge, useReactFlow } from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { viewportToShow } from '../../common/viewportToShow.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';

/** Below this width the canvas drops its minimap and folds the validation list to its header. */
export const NARROW_CANVAS_PX = 640;

/**
 * Keeps the canvas usable when side panels (node panel, chat) take its room: when the pane
 * changes size the selected node is brought back into view, and so is a node whose panel opens.
 * A plain click or drop never moves the view. The move is instant: an animated one would shift
 * the handles under a pointer already on its way to them. `narrow` says when the pane is too
 * small for the overlays.
 */
export function useCanvasRoom(
  pane: RefObject<HTMLDivElement | null>,
  selectedId: string | undefined,
  panelNodeId: string | undefined,
) {
  const rf = useReactFlow<FlowCanvasNode, Edge>();
  const [width, setWidth] = useState(0);
  const selected = useRef(selectedId);
  selected.current = selectedId;

  const show = useCallback(
    (id: string | undefined) => {
      const el = pane.current;
      const node = id ? rf.getInternalNode(id) : undefined;
      if (!el || !node) return;
      const { x, y } = node.internals.positionAbsolute;
      const box = { x, y, width: node.measured.width ?? 0, height: node.measured.height ?? 0 };
      const next = viewportToShow(box, rf.getViewport(), el.clientWidth, el.clientHeight);
      if (next) void rf.setViewport(next);
    },
    [pane, rf],
  );

  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    let last = el.clientWidth;
    const observer = new ResizeObserver(() => {
      setWidth(el.clientWidth);
      if (el.clientWidth !== last) show(selected.current);
      last = el.clientWidth;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [pane, show]);

  // A panel just opened for a node: once its layout is done, make sure that node can be seen.
  useEffect(() => {
    if (!panelNodeId) return;
    const frame = requestAnimationFrame(() => show(panelNodeId));
    return () => cancelAnimationFrame(frame);
  }, [panelNodeId, show]);

  return { narrow: width > 0 && width < NARROW_CANVAS_PX };
}
