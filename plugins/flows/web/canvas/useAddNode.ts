import { useReactFlow } from '@xyflow/react';
import { type DragEvent, type RefObject, useCallback } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { getUniqueNodeId } from '../../../../node-registry/rules/getUniqueNodeId.ts';
import type { AnchorStyle } from '../../../../node-registry/rules/createNodeData.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import type { CanvasNode } from '../../common/canvasGraph.ts';
import { containerAt } from '../../common/containerAt.ts';
import { withEstimatedHandles } from '../../common/estimatedHandles.ts';
import { type Box, freeSpot } from '../../common/freeSpot.ts';
import { positionInContainer } from '../../common/positionInContainer.ts';
import { asGraph } from './asGraph.ts';
import { canvasTypeOfDefinition } from './canvasConfig.ts';
import { NODE_DRAG_TYPE } from './NodePalette.tsx';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasGraphState } from './useCanvasGraph.ts';
import { t } from '../../../../host/web/i18n/i18n.ts';
import { useNodeText } from '../forms/NodeTextContext.tsx';

/** A node's size as drawn, else as guessed before it is drawn. */
function sizeOf(node: CanvasNode & { measured?: { width?: number; height?: number } }) {
  const guess = withEstimatedHandles(node) as typeof node;
  return {
    width: guess.measured?.width ?? node.width ?? 200,
    height: guess.measured?.height ?? node.height ?? 52,
  };
}

/** The canvas's nodes as boxes in flow coordinates (a container's children moved by its place). */
function boxesOf(nodes: readonly FlowCanvasNode[]): Box[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return nodes.map((n) => {
    const parent = n.parentId ? byId.get(n.parentId) : undefined;
    const x = n.position.x + (parent?.position.x ?? 0);
    const y = n.position.y + (parent?.position.y ?? 0);
    return { x, y, ...sizeOf(n as unknown as CanvasNode) };
  });
}

/** Nodes that may not sit inside a container (the peer's rule). */
export const NOT_IN_CONTAINER = new Set(['humanInputAgentflow']);

interface AddNodeOptions {
  defs: ReadonlyMap<string, NodeDefinition>;
  startNode: string | null;
  anchors: AnchorStyle;
  graph: Pick<CanvasGraphState, 'edit' | 'liveRef'>;
  /** The canvas element: a keyboard add lands in the middle of it. */
  wrapper: RefObject<HTMLDivElement | null>;
}

/**
 * Adding a node from the palette: dropped where the pointer is (inside an Iteration it becomes its
 * child), or by keyboard in the middle of the view, moved clear of the nodes already there.
 */
export function useAddNode({ defs, startNode, anchors, graph, wrapper }: AddNodeOptions) {
  const rf = useReactFlow();
  const nt = useNodeText();
  const { edit, liveRef } = graph;
  const addNode = useCallback(
    (name: string, at: { x: number; y: number }, free = false) => {
      const def = defs.get(name);
      if (!def) return;
      const nodes = liveRef.current.nodes;
      if (name === startNode && nodes.some((n) => n.data.name === name)) {
        notify.warning(t('Only one Start node is allowed.'));
        return;
      }
      const type = canvasTypeOfDefinition(def, anchors);
      const id = getUniqueNodeId(name, nodes);
      const data = createNodeData(def, id, anchors);
      const node: FlowCanvasNode = { id, type, position: at, data, selected: true };
      if (type === 'iteration') {
        node.width = Number(def.ui?.minWidth ?? 300);
        node.height = Number(def.ui?.minHeight ?? 250);
      }
      const box = containerAt(asGraph(liveRef.current).nodes, at, (n) => n.type === 'iteration');
      // a keyboard add outside a container keeps clear of the nodes there (a drop lands at the pointer)
      if (free && !box) node.position = freeSpot(at, sizeOf(node as unknown as CanvasNode), boxesOf(nodes));
      if (box && (type === 'iteration' || NOT_IN_CONTAINER.has(name))) {
        notify.warning(t('{{name}} cannot be placed inside an Iteration.', { name: nt(def.label) }));
      } else if (box) {
        node.parentId = box.id;
        node.extent = 'parent';
        node.position = positionInContainer(at, box, { width: node.width, height: node.height });
      }
      edit((s) => ({
        ...s,
        nodes: [...s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), node],
      }));
    },
    [defs, startNode, anchors, edit, liveRef, nt],
  );

  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(NODE_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  }, []);
  const onDrop = useCallback(
    (e: DragEvent) => {
      const name = e.dataTransfer.getData(NODE_DRAG_TYPE);
      if (!name) return;
      e.preventDefault();
      addNode(name, rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
    },
    [addNode, rf],
  );
  /** Keyboard add: the middle of what the user sees. */
  const addAtCentre = useCallback(
    (name: string) => {
      const box = wrapper.current?.getBoundingClientRect();
      const centre = box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 400, y: 300 };
      const p = rf.screenToFlowPosition(centre);
      // Clear of nodes already there, so the new one covers none (freeSpot).
      addNode(name, { x: p.x - 90, y: p.y - 30 }, true);
    },
    [addNode, rf, wrapper],
  );
  return { addNode, addAtCentre, onDrop, onDragOver };
}
