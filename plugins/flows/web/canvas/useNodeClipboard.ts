import type { Edge } from '@xyflow/react';
import { useCallback } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { CanvasGraph } from '../../common/canvasGraph.ts';
import { withoutEstimate } from '../../common/estimatedHandles.ts';
import { pasteNodes } from '../../common/pasteNodes.ts';
import { asGraph } from './asGraph.ts';
import { getCopied, selectionOf, setCopied } from './clipboard.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasGraphState } from './useCanvasGraph.ts';
import { t } from '../../../../host/web/i18n/i18n.ts';

/** Copy, paste and duplicate of the selected nodes (with their inner edges and container children). */
export function useNodeClipboard(
  graph: Pick<CanvasGraphState, 'edit' | 'liveRef'>,
  startNode: string | null,
) {
  const { edit, liveRef } = graph;
  const paste = useCallback(
    (copied: CanvasGraph | null) => {
      if (!copied?.nodes.length) return;
      const s = asGraph(liveRef.current);
      const out = pasteNodes(copied, s.nodes, s.nodes, { single: startNode ? [startNode] : [] });
      if (out.skipped.length) notify.warning(t('Only one Start node is allowed.'));
      if (!out.nodes.length) return;
      edit((cur) => ({
        ...cur,
        nodes: [
          ...cur.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)),
          // a copy is a new node: measured when drawn, not with the original's guessed handles
          ...(out.nodes.map(withoutEstimate) as FlowCanvasNode[]),
        ],
        edges: [...cur.edges, ...(out.edges as Edge[])],
      }));
    },
    [startNode, edit, liveRef],
  );
  const copy = useCallback(() => {
    const sel = selectionOf(asGraph(liveRef.current));
    if (!sel.nodes.length) return;
    setCopied(sel);
    const count = sel.nodes.length;
    notify.info(t(count === 1 ? 'Copied {{count}} node' : 'Copied {{count}} nodes', { count }));
  }, [liveRef]);
  return {
    copy,
    paste: useCallback(() => paste(getCopied()), [paste]),
    duplicate: useCallback(() => paste(selectionOf(asGraph(liveRef.current))), [paste, liveRef]),
  };
}
