import type { FlowEdge, FlowNode, Graph } from './flow.ts';
import { type RuleGraph, sameEdge, sameNode } from './ruleInputsChanged.ts';

/** What changed between two versions of a graph, in the terms the connection rule reads. */
export interface GraphDiff {
  /** Added or changed nodes and edges (whole, replacing those with the same id). */
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  removedNodes: string[];
  removedEdges: string[];
}

/** A new version of the graph: whole, or as the changes from version `base`. */
export type GraphUpdate = { graph: Graph } | { base: number; diff: GraphDiff };

function changes<T extends { id: string }>(
  prev: readonly T[],
  next: readonly T[],
  same: (a: T, b: T) => boolean,
) {
  const left = new Map(prev.map((x) => [x.id, x]));
  const changed: T[] = [];
  for (const x of next) {
    const before = left.get(x.id);
    if (!before || !same(before, x)) changed.push(x);
    left.delete(x.id);
  }
  return { changed, removed: [...left.keys()] };
}

/**
 * The changes from `prev` to `next` (by id); `slim` cuts the changed nodes and edges down to what
 * is posted. Linear in the graph size; the result is as small as the edit.
 */
export function diffGraph<G extends RuleGraph>(prev: G, next: G, slim: (part: G) => Graph): GraphDiff {
  const nodes = changes(prev.nodes, next.nodes, sameNode);
  const edges = changes(prev.edges, next.edges, sameEdge);
  const part = slim({ ...next, nodes: nodes.changed, edges: edges.changed } as G);
  return { ...part, removedNodes: nodes.removed, removedEdges: edges.removed };
}

/** `graph` with `diff` applied: removed ids dropped, changed items replaced in place, new ones appended. */
export function applyGraphDiff(graph: Graph, diff: GraphDiff): Graph {
  const apply = <T extends { id: string }>(
    list: readonly T[],
    changed: readonly T[],
    removed: readonly string[],
  ) => {
    const gone = new Set(removed);
    const byId = new Map(changed.map((x) => [x.id, x]));
    const out: T[] = [];
    for (const x of list) {
      if (gone.has(x.id)) continue;
      const replaced = byId.get(x.id);
      byId.delete(x.id);
      out.push(replaced ?? x);
    }
    out.push(...byId.values());
    return out;
  };
  return {
    nodes: apply(graph.nodes, diff.nodes, diff.removedNodes),
    edges: apply(graph.edges, diff.edges, diff.removedEdges),
  };
}
