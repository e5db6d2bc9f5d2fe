import type { Flow } from '../../../node-registry/flow.ts';
import { autoLayout } from '../../flows/public.ts';
import { worstStatus } from './executionTree.ts';
import type { ExecutedNodeRun, NodeRunStatus } from './executionTypes.ts';

export interface ExecutedGraphNode {
  id: string;
  label: string;
  position: { x: number; y: number };
  /** Set for nodes inside an Iteration: `position` is then relative to it. */
  parentId?: string;
  /** Set for Iteration containers: the box their children sit in. */
  size?: { width: number; height: number };
  /** Undefined for nodes the run never reached. */
  status?: NodeRunStatus;
  runs: number;
}

export interface ExecutedGraphEdge {
  id: string;
  source: string;
  target: string;
  /** The run went along this edge: the target ran after the source. */
  executed: boolean;
}

export interface ExecutedGraph {
  nodes: ExecutedGraphNode[];
  edges: ExecutedGraphEdge[];
}

/**
 * The flow graph with the executed path marked. With the saved flow, its layout is kept and
 * unreached nodes stay unmarked; without it (the public view, a deleted flow) the graph is rebuilt
 * from the runs' previousNodeIds and laid out automatically.
 */
export function executedGraph(flow: Flow | null, runs: ExecutedNodeRun[]): ExecutedGraph {
  const statuses = new Map<string, NodeRunStatus[]>();
  const labels = new Map<string, string>();
  const pairs = new Set<string>();
  for (const r of runs) {
    statuses.set(r.nodeId, [...(statuses.get(r.nodeId) ?? []), r.status]);
    labels.set(r.nodeId, r.nodeLabel);
    for (const p of r.previousNodeIds) pairs.add(`${p}>${r.nodeId}`);
    // The first node inside an Iteration has no predecessor: link it to its container instead.
    if (r.parentNodeId && r.previousNodeIds.length === 0) pairs.add(`${r.parentNodeId}>${r.nodeId}`);
  }
  const mark = (id: string) => {
    const s = statuses.get(id);
    return s ? { status: worstStatus(s), runs: s.length } : { runs: 0 };
  };

  if (flow && flow.nodes.length > 0) {
    const ids = new Set(flow.nodes.map((n) => n.id));
    const parentOf = (n: Flow['nodes'][number]) => {
      const p = n.parentNode ?? (n.parentId as string | undefined);
      return p && p !== n.id && ids.has(p) ? p : undefined;
    };
    const parents = new Set(flow.nodes.map(parentOf).filter(Boolean));
    const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
    const sizeOf = (n: Flow['nodes'][number]) => {
      const style = (n.style ?? {}) as Record<string, unknown>;
      const measured = (n.measured ?? {}) as Record<string, unknown>;
      // A container saved without a size still gets a box its children fit in.
      return {
        width: num(style.width) ?? num(n.width) ?? num(measured.width) ?? 360,
        height: num(style.height) ?? num(n.height) ?? num(measured.height) ?? 200,
      };
    };
    // The canvas library wants containers before their children.
    const ordered = [...flow.nodes.filter((n) => !parentOf(n)), ...flow.nodes.filter((n) => parentOf(n))];
    return {
      nodes: ordered
        .filter((n) => n.type !== 'stickyNote')
        .map((n) => {
          const parentId = parentOf(n);
          return {
            id: n.id,
            label: n.data?.label || n.id,
            position: n.position,
            ...(parentId ? { parentId } : {}),
            ...(parents.has(n.id) || n.type === 'iteration' ? { size: sizeOf(n) } : {}),
            ...mark(n.id),
          };
        }),
      edges: flow.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        executed: pairs.has(`${e.source}>${e.target}`),
      })),
    };
  }

  const ids = [...statuses.keys()];
  const edges = [...pairs]
    .map((pair) => pair.split('>') as [string, string])
    .filter(([s, t]) => statuses.has(s) && statuses.has(t))
    .map(([source, target]) => ({ id: `${source}>${target}`, source, target, executed: true }));
  const positions = autoLayout(
    ids.map((id) => ({ id })),
    edges,
  );
  return {
    nodes: ids.map((id) => ({
      id,
      label: labels.get(id) ?? id,
      position: positions.get(id) ?? { x: 0, y: 0 },
      ...mark(id),
    })),
    edges,
  };
}
