import {
  applyEdgeChanges,
  applyNodeChanges,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { canvasActions } from '../../../../host/web/stores/canvas.ts';
import { withoutEstimate } from '../../common/estimatedHandles.ts';
import { amend, canRedo, canUndo, createHistory, type History, record, redo, undo } from './history.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';

/** Everything an undo step restores: the graph and the flow's name. */
export interface CanvasSnapshot {
  nodes: FlowCanvasNode[];
  edges: Edge[];
  name: string;
}

/** The live graph, its undo history and the ways to change it. */
export interface CanvasGraphState {
  live: CanvasSnapshot;
  /** The latest graph for handlers that must not re-create on every change. */
  liveRef: { readonly current: CanvasSnapshot };
  /** Changes the graph without an undo step (selection). */
  setLive: Dispatch<SetStateAction<CanvasSnapshot>>;
  onNodesChange(changes: NodeChange<FlowCanvasNode>[]): void;
  onEdgesChange(changes: EdgeChange[]): void;
  /** Applies an edit as one undo step; edits with the same `coalesce` key in quick succession are one. */
  edit(fn: (s: CanvasSnapshot) => CanvasSnapshot, coalesce?: string): void;
  undo(): void;
  redo(): void;
  reset(snapshot: CanvasSnapshot): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Edits with one coalesce key closer together than this are one undo step (typing). */
const COALESCE_MS = 1000;

/** Changes that edit the flow; selection, measuring and drag frames do not. */
function isNodeEdit(c: NodeChange<FlowCanvasNode>): boolean {
  if (c.type === 'add' || c.type === 'remove' || c.type === 'replace') return true;
  if (c.type === 'position') return c.dragging === false && !!c.position;
  if (c.type === 'dimensions') return c.resizing === false;
  return false;
}

const isEdgeEdit = (c: EdgeChange) => c.type === 'add' || c.type === 'remove' || c.type === 'replace';

/**
 * A snapshot from before nodes were measured (a large flow's first state, with guessed sizes) takes
 * the sizes measured since: the guess would otherwise replace the real handles of drawn nodes.
 */
function keepMeasured(snapshot: CanvasSnapshot, current: CanvasSnapshot): CanvasSnapshot {
  if (!snapshot.nodes.some((n) => 'handles' in n)) return snapshot;
  const now = new Map(current.nodes.map((n) => [n.id, n]));
  const nodes = snapshot.nodes.map((n) => {
    const cur = now.get(n.id);
    if (!('handles' in n) || !cur || 'handles' in cur) return n;
    return { ...withoutEstimate(n), measured: cur.measured };
  });
  return { ...snapshot, nodes };
}

/**
 * The canvas graph with undo history and the store's dirty flag. Every edit (add, delete, move at
 * drag end, resize end, connect, input change, rename) is one undo step and marks the canvas
 * dirty; edits passed with the same `coalesce` key in quick succession (typing) stay one step.
 */
export function useCanvasGraph(initial: CanvasSnapshot): CanvasGraphState {
  const [live, setLive] = useState(initial);
  const liveRef = useRef(live);
  liveRef.current = live;
  const history = useRef<History<CanvasSnapshot>>(createHistory(initial));
  const pending = useRef<{ coalesce?: string } | null>(null);
  const lastKey = useRef<string | undefined>(undefined);
  const lastAt = useRef(0);
  const [, setVersion] = useState(0);

  useEffect(() => {
    const p = pending.current;
    if (!p || live === history.current.present) return;
    pending.current = null;
    const now = Date.now();
    const same =
      p.coalesce !== undefined && p.coalesce === lastKey.current && now - lastAt.current < COALESCE_MS;
    history.current = same ? amend(history.current, live) : record(history.current, live);
    lastKey.current = p.coalesce;
    lastAt.current = now;
    canvasActions.setDirty();
    setVersion((v) => v + 1);
  }, [live]);

  const onNodesChange = useCallback((changes: NodeChange<FlowCanvasNode>[]) => {
    if (changes.some(isNodeEdit)) pending.current ??= {};
    // A node drawn for the first time is measured: a guessed size (large flows) gives way.
    const measured = new Set(changes.flatMap((c) => (c.type === 'dimensions' && c.dimensions ? [c.id] : [])));
    setLive((s) => {
      const nodes = applyNodeChanges(changes, s.nodes);
      return {
        ...s,
        nodes: measured.size ? nodes.map((n) => (measured.has(n.id) ? withoutEstimate(n) : n)) : nodes,
      };
    });
  }, []);

  const onEdgesChange = useCallback((changes: EdgeChange[]) => {
    if (changes.some(isEdgeEdit)) pending.current ??= {};
    setLive((s) => ({ ...s, edges: applyEdgeChanges(changes, s.edges) }));
  }, []);

  /** Applies an edit as one undo step. */
  const edit = useCallback((fn: (s: CanvasSnapshot) => CanvasSnapshot, coalesce?: string) => {
    pending.current = { coalesce };
    setLive(fn);
  }, []);

  const jump = useCallback((next: History<CanvasSnapshot>) => {
    if (next === history.current) return;
    history.current = next;
    lastKey.current = undefined;
    pending.current = null;
    setLive(keepMeasured(next.present, liveRef.current));
    canvasActions.setDirty();
    setVersion((v) => v + 1);
  }, []);

  const undoEdit = useCallback(() => jump(undo(history.current)), [jump]);
  const redoEdit = useCallback(() => jump(redo(history.current)), [jump]);

  /** A freshly loaded or saved state: clean, with no history to undo. */
  const reset = useCallback((snapshot: CanvasSnapshot) => {
    history.current = createHistory(snapshot);
    pending.current = null;
    lastKey.current = undefined;
    setLive(snapshot);
    canvasActions.removeDirty();
    setVersion((v) => v + 1);
  }, []);

  return {
    live,
    liveRef,
    setLive,
    onNodesChange,
    onEdgesChange,
    edit,
    undo: undoEdit,
    redo: redoEdit,
    reset,
    canUndo: canUndo(history.current),
    canRedo: canRedo(history.current),
  };
}
