import type { FlowEdge as Edge, FlowNode as Node } from './flow.ts';

export type RuleNode = Pick<Node, 'id' | 'type' | 'data'>;
export type RuleEdge = Pick<Edge, 'id' | 'source' | 'target' | 'sourceHandle' | 'targetHandle'>;

/** The parts of a graph the connection rule reads (see rules/isValidConnection.ts). */
export interface RuleGraph {
  nodes: readonly RuleNode[];
  edges: readonly RuleEdge[];
}

export const sameEdge = (a: RuleEdge, b: RuleEdge) =>
  a === b ||
  (a.id === b.id &&
    a.source === b.source &&
    a.target === b.target &&
    (a.sourceHandle ?? null) === (b.sourceHandle ?? null) &&
    (a.targetHandle ?? null) === (b.targetHandle ?? null));

/** Anchors are compared by reference: the canvas replaces them only when they change. */
export const sameNode = (a: RuleNode, b: RuleNode) =>
  a === b ||
  (a.id === b.id &&
    a.type === b.type &&
    (a.data === b.data ||
      (a.data?.name === b.data?.name &&
        a.data?.label === b.data?.label &&
        a.data?.hideInput === b.data?.hideInput &&
        a.data?.hideOutput === b.data?.hideOutput &&
        a.data?.outputAnchors === b.data?.outputAnchors &&
        a.data?.inputAnchors === b.data?.inputAnchors)));

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!same(a[i] as T, b[i] as T)) return false;
  return true;
}

/**
 * Whether the connection rule could answer differently on `next` than on `prev`. Moving, selecting
 * or typing into a node does not count, so a drag does not send the graph to the worker. Linear
 * and allocation-free: it runs on every canvas change.
 */
export function ruleInputsChanged(prev: RuleGraph, next: RuleGraph): boolean {
  return !sameList(prev.edges, next.edges, sameEdge) || !sameList(prev.nodes, next.nodes, sameNode);
}
