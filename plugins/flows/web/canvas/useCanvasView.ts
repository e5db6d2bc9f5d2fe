import { type Edge, useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasGraphState } from './useCanvasGraph.ts';

/** A small flow is shown at its real size rather than blown up. */
export const FIT_VIEW = { maxZoom: 1, padding: 0.2 };

/** Moving the view: to one node (selected and centred), and auto-layout followed by fit view. */
export function useCanvasView(graph: Pick<CanvasGraphState, 'edit' | 'liveRef' | 'setLive'>) {
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
    requestAnimationFrame(() => void rf.fitView({ ...FIT_VIEW, duration: 300 }));
  }, [edit, liveRef, rf]);
  return { focusNode, layout };
}
