import type { Node, OnNodeDrag } from '@xyflow/react';
import { useCallback, useMemo, useRef } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { CanvasNode } from '../../common/canvasGraph.ts';
import { type ReparentRules, reparentNode } from '../../common/reparentNode.ts';
import { asGraph } from './asGraph.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import { NOT_IN_CONTAINER } from './useAddNode.ts';
import type { CanvasGraphState } from './useCanvasGraph.ts';
import { t } from '../../../../host/web/i18n/i18n.ts';
import { useNodeText } from '../forms/NodeTextContext.tsx';

/** Which nodes may go into an Iteration: not another Iteration, not the start node, not Human Input. */
export function containerRules(startNode: string | null): ReparentRules {
  return {
    isContainer: (n) => n.type === 'iteration',
    mayNest: (n) => n.type !== 'iteration' && n.data.name !== startNode && !NOT_IN_CONTAINER.has(n.data.name),
  };
}

function applyReparent(nodes: CanvasNode[], ids: readonly string[], rules: ReparentRules) {
  let out = nodes;
  const refused: CanvasNode[] = [];
  for (const id of ids) {
    const r = reparentNode(out, id, rules);
    if (r.kind === 'moved') out = r.nodes;
    else if (r.kind === 'refused') refused.push(r.node);
  }
  return { nodes: out, refused };
}

/**
 * Dragging an existing node into or out of an Iteration: dropped with its centre inside, it becomes
 * the container's child; dragged out, it is top-level again. The move and the re-parenting are one
 * undo step (both land in the same update).
 */
export function useNodeReparent(
  graph: Pick<CanvasGraphState, 'edit' | 'liveRef' | 'setLive'>,
  startNode: string | null,
) {
  const { edit, liveRef, setLive } = graph;
  const nt = useNodeText();
  const rules = useMemo(() => containerRules(startNode), [startNode]);
  /** Where the dragged nodes were: a node refused by a container goes back there. */
  const startedAt = useRef(new Map<string, { x: number; y: number }>());

  // A child kept inside its container ('parent' extent) could not be dragged out: free it while dragged.
  const onNodeDragStart = useCallback<OnNodeDrag<FlowCanvasNode>>(
    (_event, _node, dragged) => {
      startedAt.current = new Map(dragged.map((n) => [n.id, n.position]));
      const ids = new Set(dragged.filter((n) => n.parentId && n.extent === 'parent').map((n) => n.id));
      if (!ids.size) return;
      setLive((s) => ({
        ...s,
        nodes: s.nodes.map((n) => {
          if (!ids.has(n.id)) return n;
          const { extent: _e, ...rest } = n;
          return rest;
        }),
      }));
    },
    [setLive],
  );

  const onNodeDragStop = useCallback<OnNodeDrag<FlowCanvasNode>>(
    (_event, _node, dragged) => {
      // The dragged nodes carry their final positions; the live state does not have them yet.
      const latest = new Map<string, Node>(dragged.map((n) => [n.id, n]));
      const ids = dragged.map((n) => n.id);
      const now = asGraph(liveRef.current).nodes.map((n) => {
        const d = latest.get(n.id);
        return d ? { ...n, position: d.position, extent: d.extent as CanvasNode['extent'] } : n;
      });
      const preview = applyReparent(now, ids, rules);
      for (const n of preview.refused)
        notify.warning(t('{{name}} cannot be placed inside an Iteration.', { name: nt(n.data.label) }));
      if (preview.nodes === now && !preview.refused.length) return;
      const back = new Map(preview.refused.map((n) => [n.id, startedAt.current.get(n.id)]));
      edit((s) => {
        const next = applyReparent(asGraph(s).nodes, ids, rules).nodes.map((n) => {
          const position = back.get(n.id);
          return position ? { ...n, position } : n;
        });
        return { ...s, nodes: next as FlowCanvasNode[] };
      });
    },
    [edit, liveRef, rules, nt],
  );
  return { onNodeDragStart, onNodeDragStop };
}
