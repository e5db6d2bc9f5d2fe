import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';

/** Sticky notes sit on the canvas only: they are neither built nor an ending node. */
export const isStickyNote = (node: FlowNode) => node.type === 'stickyNote' || node.data.name === 'stickyNote';

/**
 * The input an edge feeds: its targetHandle is `${targetId}-input-${inputName}-${type}`. Known
 * input names are tried first, so a name or type containing '-' still reads right.
 */
export function inputNameOf(edge: FlowEdge, known: readonly string[] = []): string | undefined {
  const prefix = `${edge.target}-input-`;
  const handle = edge.targetHandle ?? '';
  if (!handle.startsWith(prefix)) return undefined;
  const rest = handle.slice(prefix.length);
  const hit = known.filter((n) => rest === n || rest.startsWith(`${n}-`)).sort((a, b) => b.length - a.length);
  return hit[0] ?? rest.split('-')[0];
}

/** The output a node with several (a chain's "Output Prediction", a vector store's retriever) gives. */
export function chosenOutput(node: FlowNode): string | undefined {
  const out = node.data.outputs?.output;
  return typeof out === 'string' && out ? out : undefined;
}

export interface ChatflowPlan {
  /** The node that answers. */
  endingId: string;
  /** The ending node and everything it depends on, each after the nodes it depends on. */
  order: string[];
}

/** Nodes with no outgoing edge (sticky notes and their edges left out), in flow order. */
export function endingNodes(flow: Flow): FlowNode[] {
  const nodes = flow.nodes.filter((n) => !isStickyNote(n));
  const ids = new Set(nodes.map((n) => n.id));
  const sources = new Set(flow.edges.filter((e) => ids.has(e.target)).map((e) => e.source));
  return nodes.filter((n) => !sources.has(n.id));
}

/**
 * The build order for the ending nodes: only nodes they depend on (as the peer does, a part of
 * the canvas that leads to no answer is not built), each after the nodes it depends on. Among
 * nodes ready at the same time, a lower `rank` goes first, then flow order (Set Variable before
 * Get Variable). Throws on a cycle, naming a node in it.
 */
export function buildOrder(
  flow: Flow,
  endingIds: readonly string[],
  rank: (n: FlowNode) => number = () => 0,
): string[] {
  const byId = new Map(flow.nodes.filter((n) => !isStickyNote(n)).map((n) => [n.id, n]));
  const position = new Map(flow.nodes.map((n, i) => [n.id, i]));
  const incoming = new Map<string, Set<string>>();
  for (const e of flow.edges) {
    if (!byId.has(e.source) || !byId.has(e.target) || e.source === e.target) continue;
    const set = incoming.get(e.target) ?? new Set<string>();
    set.add(e.source);
    incoming.set(e.target, set);
  }
  const needed = new Set<string>();
  const stack = [...endingIds];
  while (stack.length) {
    const id = stack.pop()!;
    if (needed.has(id) || !byId.has(id)) continue;
    needed.add(id);
    stack.push(...(incoming.get(id) ?? []));
  }
  const waiting = new Map([...needed].map((id) => [id, new Set(incoming.get(id) ?? [])]));
  const order: string[] = [];
  const key = (id: string) => [rank(byId.get(id)!), position.get(id) ?? 0] as const;
  while (waiting.size) {
    const ready = [...waiting].filter(([, deps]) => deps.size === 0).map(([id]) => id);
    if (!ready.length) throw new Error(`The flow has a cycle through ${labelOf(byId.get(inCycle(waiting)))}`);
    ready.sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
    const next = ready[0]!;
    order.push(next);
    waiting.delete(next);
    for (const deps of waiting.values()) deps.delete(next);
  }
  return order;
}

/** A node on a cycle: following waiting dependencies from any waiting node must come round again. */
function inCycle(waiting: Map<string, Set<string>>): string {
  const seen = new Set<string>();
  let id = [...waiting.keys()][0]!;
  while (!seen.has(id)) {
    seen.add(id);
    id = [...waiting.get(id)!][0]!;
  }
  return id;
}

/** The output an edge leaves from: its sourceHandle is `${sourceId}-output-${outputName}-${types}`. */
export function outputNameOf(edge: FlowEdge): string | undefined {
  const prefix = `${edge.source}-output-`;
  const handle = edge.sourceHandle ?? '';
  return handle.startsWith(prefix) ? handle.slice(prefix.length).split('-')[0] : undefined;
}

/**
 * The nodes a branch leaves out: everything behind its other outputs that the chosen output does
 * not also reach.
 */
export function skippedByBranch(flow: Flow, branchId: string, chosen: string): Set<string> {
  const out = new Map<string, string[]>();
  for (const e of flow.edges) out.set(e.source, [...(out.get(e.source) ?? []), e.target]);
  const reach = (starts: string[]) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(out.get(id) ?? []));
    }
    return seen;
  };
  const from = flow.edges.filter((e) => e.source === branchId);
  const kept = reach(from.filter((e) => outputNameOf(e) === chosen).map((e) => e.target));
  const dropped = reach(from.filter((e) => outputNameOf(e) !== chosen).map((e) => e.target));
  return new Set([...dropped].filter((id) => !kept.has(id)));
}

/** A node as messages name it: its label and id ("Conversation Chain (conversationChain_0)"). */
export function labelOf(node: FlowNode | undefined): string {
  if (!node) return 'a node';
  const label = node.data.label || node.data.name;
  return label && label !== node.id ? `${label} (${node.id})` : node.id;
}
