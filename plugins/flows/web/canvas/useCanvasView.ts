import { type Edge, type FitViewOptions, useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasGraphState } from './useCanvasGraph.ts';

/** The minimap's place in the canvas's bottom right corner (the library's default size), in px. */
export const MINIMAP = { width: 200, height: 150, margin: 15 };

/**
 * How a flow is fitted into view: a small flow at its real size rather than blown up, and clear of
 * the controls (bottom left) and, where it is shown, the minimap (bottom right): before, at
 * 1440 x 900 the minimap covered the output row of a chatflow node in the bottom right corner.
 */
export function fitViewOptions(minimap: boolean): FitViewOptions {
  const right = minimap ? MINIMAP.width + 2 * MINIMAP.margin + 16 : 40;
  return { maxZoom: 1, padding: { top: '40px', bottom: '40px', left: '72px', right: `${right}px` } };
}

/** Moving the view: to one node (selected and centred), and auto-layout followed by fit view. */
export function useCanvasView(
  graph: Pick<CanvasGraphState, 'edit' | 'liveRef' | 'setLive'>,
  minimap: boolean,
) {
  const rf = useReactFlow<FlowCanvasNode, Edge>();
  const { edit, liveRef, setLive } = graph;
  const focusNode = useCallback(
    (id: string) => {
      setLive((s) => ({
        ...s,
        nodes: s.nodes.map((n) => (!!n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })),
      }));
      const node = rf.getInternalNode(id);
      if (!node) return;
      const { x, y } = node.internals.positionAbsolute;
      const w = node.measured.width ?? 0;
      const h = node.measured.height ?? 0;
      void rf.setCenter(x + w / 2, y + h / 2, { zoom: Math.max(rf.getZoom(), 1), duration: 300 });
    },
    [setLive, rf],
  );

  const layout = useCallback(async () => {
    // The layout library loads with the first use: most opens never lay out.
    const { autoLayout } = await import('../../common/autoLayout.ts');
    const s = liveRef.current;
    const pos = autoLayout(
      s.nodes.map((n) => ({
        id: n.id,
        width: n.measured?.width ?? n.width,
        height: n.measured?.height ?? n.height,
        parentId: n.parentId,
        fixed: n.type === 'stickyNote',
      })),
      s.edges,
    );
    edit((cur) => ({
      ...cur,
      nodes: cur.nodes.map((n) => (pos.has(n.id) ? { ...n, position: pos.get(n.id)! } : n)),
    }));
    requestAnimationFrame(() => void rf.fitView({ ...fitViewOptions(minimap), duration: 300 }));
  }, [edit, liveRef, rf, minimap]);
  return { focusNode, layout };
}
