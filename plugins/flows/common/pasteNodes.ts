import type { FlowNodeData } from '../../../node-registry/flow.ts';
import { getUniqueNodeId } from '../../../node-registry/rules/getUniqueNodeId.ts';
import type { CanvasEdge, CanvasGraph, CanvasNode } from './canvasGraph.ts';

export interface PasteResult extends CanvasGraph {
  /** Labels of nodes left out because the flow may hold only one of them (Start). */
  skipped: string[];
}

export interface PasteOptions {
  /** Added to every pasted top-level node's position. */
  offset?: { x: number; y: number };
  /** Node type names a flow holds at most once (e.g. startAgentflow). */
  single?: readonly string[];
}

/** Replaces a leading `${oldId}-` of a handle or param id with `${newId}-`. */
function rebase(value: string | undefined | null, oldId: string, newId: string): string | undefined | null {
  if (typeof value !== 'string') return value;
  if (value === oldId) return newId;
  return value.startsWith(`${oldId}-`) ? `${newId}${value.slice(oldId.length)}` : value;
}

function renameData(data: FlowNodeData, oldId: string, newId: string): FlowNodeData {
  const copy = structuredClone(data);
  copy.id = newId;
  const ids = (list?: { id?: string }[]) => {
    for (const item of list ?? []) if (item.id) item.id = rebase(item.id, oldId, newId) as string;
  };
  ids(copy.inputParams);
  ids(copy.inputAnchors);
  ids(copy.outputAnchors);
  copy.selected = false;
  return copy;
}

/**
 * Copies of `copied` nodes (and the edges among them) for `existing`: each gets a unique id by
 * the node-id rule, its param and handle ids follow, a child whose container was copied too stays
 * in the copy of it, and one whose container was not is placed where it was drawn. The copies
 * come back selected so the user can move them at once.
 */
export function pasteNodes(
  copied: CanvasGraph,
  existing: readonly CanvasNode[],
  allNodes: readonly CanvasNode[] = existing,
  { offset = { x: 40, y: 40 }, single = [] }: PasteOptions = {},
): PasteResult {
  const skipped: string[] = [];
  const taken: { id: string }[] = [...existing];
  const ids = new Map<string, string>();
  const present = new Set(existing.map((n) => n.data?.name));
  const keep = copied.nodes.filter((n) => {
    if (single.includes(n.data?.name) && present.has(n.data.name)) {
      skipped.push(n.data.label || n.id);
      return false;
    }
    return true;
  });
  for (const n of keep) {
    const id = getUniqueNodeId(n.data?.name || n.type, taken);
    taken.push({ id });
    ids.set(n.id, id);
  }
  const byId = new Map(allNodes.map((n) => [n.id, n]));
  const absolute = (n: CanvasNode): { x: number; y: number } => {
    let { x, y } = n.position;
    let parent = n.parentId ? byId.get(n.parentId) : undefined;
    for (let i = 0; parent && i < allNodes.length; i += 1) {
      x += parent.position.x;
      y += parent.position.y;
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    return { x, y };
  };
  const nodes = keep.map((n): CanvasNode => {
    const id = ids.get(n.id) as string;
    const parentId = n.parentId ? ids.get(n.parentId) : undefined;
    const base = parentId ? n.position : absolute(n);
    const out: CanvasNode = {
      ...structuredClone(n),
      id,
      position: parentId ? { ...base } : { x: base.x + offset.x, y: base.y + offset.y },
      data: renameData(n.data, n.id, id),
      selected: true,
    };
    delete out.parentId;
    delete out.extent;
    delete out.measured;
    delete out.dragging;
    if (parentId) {
      out.parentId = parentId;
      out.extent = 'parent';
    }
    return out;
  });
  const edges = copied.edges
    .filter((e) => ids.has(e.source) && ids.has(e.target))
    .map((e): CanvasEdge => {
      const source = ids.get(e.source) as string;
      const target = ids.get(e.target) as string;
      const sourceHandle = rebase(e.sourceHandle, e.source, source) ?? null;
      const targetHandle = rebase(e.targetHandle, e.target, target) ?? null;
      return {
        ...structuredClone(e),
        id: `${source}-${sourceHandle}-${target}-${targetHandle}`,
        source,
        target,
        sourceHandle,
        targetHandle,
        selected: false,
      };
    });
  return { nodes, edges, skipped };
}
