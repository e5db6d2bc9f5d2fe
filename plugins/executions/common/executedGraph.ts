import type { Flow } from '../../../node-registry/flow.ts';
import { autoLayout } from '../../flows/common/autoLayout.ts';
import { worstStatus } from './executionTree.ts';
import type { ExecutedNodeRun, NodeRunStatus } from './executionTypes.ts';

export interface ExecutedGraphNode {
  id: string;
  label: string;
  position: { x: number; y: number };
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
  }
  const mark = (id: string) => {
    const s = statuses.get(id);
    return s ? { status: worstStatus(s), runs: s.length } : { runs: 0 };
  };

  if (flow && flow.nodes.length > 0) {
    const byId = new Map(flow.nodes.map((n) => [n.id, n]));
    // Children of an Iteration are placed relative to it; the read-only view draws them flat.
    const absolute = (id: string): { x: number; y: number } => {
      const n = byId.get(id);
      if (!n) return { x: 0, y: 0 };
      const parent = n.parentNode ?? (n.parentId as string | undefined);
      if (!parent || parent === id) return n.position;
      const p = absolute(parent);
      return { x: p.x + n.position.x, y: p.y + n.position.y };
    };
    return {
      nodes: flow.nodes
        .filter((n) => n.type !== 'stickyNote')
        .map((n) => ({ id: n.id, label: n.data?.label || n.id, position: absolute(n.id), ...mark(n.id) })),
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
