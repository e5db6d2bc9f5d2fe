import { type Edge, useReactFlow } from '@xyflow/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { viewportToShow } from '../../common/viewportToShow.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';

/** Below this width the canvas drops its minimap and folds the validation list to its header. */
export const NARROW_CANVAS_PX = 640;

/**
 * Keeps the canvas usable when side panels (node panel, chat) take its room: the node being
 * edited is panned back into view whenever the pane's size or that node changes, and `narrow`
 * says when the pane is too small for the overlays.
 */
export function useCanvasRoom(pane: RefObject<HTMLDivElement | null>, editedNodeId: string | undefined) {
  const rf = useReactFlow<FlowCanvasNode, Edge>();
  const [width, setWidth] = useState(0);
  const edited = useRef(editedNodeId);
  edited.current = editedNodeId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly edited node is brought into view too
  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    const show = () => {
      const id = edited.current;
      const node = id ? rf.getInternalNode(id) : undefined;
      if (!node) return;
      const { x, y } = node.internals.positionAbsolute;
      const box = { x, y, width: node.measured.width ?? 0, height: node.measured.height ?? 0 };
      const next = viewportToShow(box, rf.getViewport(), el.clientWidth, el.clientHeight);
      if (next) void rf.setViewport(next, { duration: 200 });
    };
    const observer = new ResizeObserver(() => {
      setWidth(el.clientWidth);
      show();
    });
    observer.observe(el);
    // A newly opened panel: wait for the layout it causes, then look.
    const frame = requestAnimationFrame(show);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pane, rf, editedNodeId]);

  return { narrow: width > 0 && width < NARROW_CANVAS_PX };
}
