import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';

/** The part of a flow a run walks: one level (top level, or the children of one Iteration). */
export interface FlowGraph {
  nodes: Map<string, FlowNode>;
  incoming: Map<string, FlowEdge[]>;
  outgoing: Map<string, FlowEdge[]>;
  /** Nodes without incoming edges, in flow order. */
  roots: string[];
}

const NOTE = 'stickyNoteAgentflow';

export const isNote = (n: FlowNode) => n.data?.name === NOTE || n.type === 'stickyNote';

/**
 * The graph of the nodes whose parentNode is `parentId` (undefined: the top level), without
 * sticky notes, and the edges between them.
 */
export function buildGraph(flow: Flow, parentId?: string): FlowGraph {
  const nodes = new Map<string, FlowNode>();
  for (const n of flow.nodes) {
    if (!isNote(n) && (n.parentNode ?? undefined) === parentId) nodes.set(n.id, n);
  }
  const incoming = new Map<string, FlowEdge[]>();
  const outgoing = new Map<string, FlowEdge[]>();
  for (const id of nodes.keys()) {
    incoming.set(id, []);
    outgoing.set(id, []);
  }
  for (const e of flow.edges) {
    if (!nodes.has(e.source) || !nodes.has(e.target) || e.source === e.target) continue;
    outgoing.get(e.source)?.push(e);
    incoming.get(e.target)?.push(e);
  }
  const roots = [...nodes.keys()].filter((id) => (incoming.get(id) ?? []).length === 0);
  return { nodes, incoming, outgoing, roots };
}

/** Nodes reachable from `start` (itself included) along edges of the graph. */
export function reachableFrom(graph: FlowGraph, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const stack = [start];
  while (stack.length) {
    const id = stack.pop() as string;
    for (const e of graph.outgoing.get(id) ?? []) {
      if (!seen.has(e.target)) {
        seen.add(e.target);
        stack.push(e.target);
      }
    }
  }
  return seen;
}

/** The output index an edge leaves from: '<nodeId>-output-<i>' gives i; other handles give 0. */
export function handleIndex(edge: FlowEdge): number {
  const m = /-output-(\d+)$/.exec(edge.sourceHandle ?? '');
  return m ? Number(m[1]) : 0;
}
