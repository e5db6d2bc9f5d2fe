import type { FlowEdge, FlowNode, Graph, MessageText } from '../flow.ts';
import type { OutputAnchor } from '../types.ts';
import { ruleMessage } from './ruleMessage.ts';

export interface Connection {
  source: string | null;
  target: string | null;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}

/** A refusal says why in English (`reason`) and, where it names something, as key and values (`say`). */
export type ConnectionCheck = { ok: true } | { ok: false; reason: string; say?: MessageText };

/** Why a connection is refused: the catalogue's keys (the canvas says them with t). */
export const CONNECTION_TEXTS = {
  pickBoth: 'Pick both a node to connect from and a node to connect to.',
  itself: 'A node cannot be connected to itself.',
  notOnCanvas: 'Node {{id}} is not on the canvas.',
  notes: 'Sticky notes cannot be connected.',
  noOutput: '{{label}} has no output to connect from.',
  noInput: '{{label}} takes no input.',
  noSuchOutput: '{{label}} has no output {{handle}}.',
  noSuchInput: '{{label}} has no input {{handle}}.',
  connected: 'These two points are already connected.',
  single: 'This input is already connected and takes only one connection.',
  cycle: 'This connection would create a cycle. Use a Loop node to go back to an earlier step.',
} as const;

const no = (reason: string): ConnectionCheck => ({ ok: false, reason });

/** A refusal naming a node (its label, a node text) or a handle. */
const noWith = (
  text: string,
  values: Record<string, string>,
  nodeValues: Record<string, string> = {},
): ConnectionCheck => {
  const { message, say } = ruleMessage(text, values, nodeValues);
  return { ok: false, reason: message, say };
};

/**
 * Whether `to` can already reach `from` along the edges: then an edge from -> to closes a cycle.
 * The adjacency is built once per call and each node visited once, so the cost is linear in the
 * graph size (the budget is < 5 ms on 2,000 nodes).
 */
export function pathExists(edges: readonly FlowEdge[], from: string, to: string): boolean {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    const list = next.get(e.source);
    if (list) list.push(e.target);
    else next.set(e.source, [e.target]);
  }
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === to) return true;
    for (const n of next.get(id) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return false;
}

function typeList(type: string | undefined): string[] | undefined {
  return type ? type.split('|').map((t) => t.trim()) : undefined;
}

/**
 * Whether an output of type list `output` may feed an input of type list `input` ('A | B'): they
 * share a type, or either has none (an untyped flow handle takes anything).
 */
export function typesOverlap(output: string | undefined, input: string | undefined): boolean {
  const from = typeList(output);
  const to = typeList(input);
  return !from || !to || from.some((t) => to.includes(t));
}

/** Output anchors, including the choices of an 'options' output (classic chat-flow nodes). */
function findOutput(node: FlowNode, handle: string): OutputAnchor | undefined {
  for (const a of node.data.outputAnchors ?? []) {
    if (a.id === handle) return a;
    const choices = (a as { options?: OutputAnchor[] }).options;
    const hit = choices?.find((o) => o.id === handle);
    if (hit) return hit;
  }
  return undefined;
}

const labelOf = (n: FlowNode) => n.data?.label || n.id;
const isNote = (n: FlowNode) => n.type === 'stickyNote';

/**
 * The canvas's connection rule (spec section 4): different nodes; no path from the target back to
 * the source; overlapping output and input types; a target input that takes a list or is still
 * free. An agent-flow node's own id as target handle is its flow input: it takes any number of
 * incoming branches (the engine joins them) and has no type.
 */
export function isValidConnection(connection: Connection, graph: Graph): ConnectionCheck {
  const { source, target } = connection;
  if (!source || !target) return no(CONNECTION_TEXTS.pickBoth);
  if (source === target) return no(CONNECTION_TEXTS.itself);
  const from = graph.nodes.find((n) => n.id === source);
  const to = graph.nodes.find((n) => n.id === target);
  if (!from) return noWith(CONNECTION_TEXTS.notOnCanvas, { id: source });
  if (!to) return noWith(CONNECTION_TEXTS.notOnCanvas, { id: target });
  if (isNote(from) || isNote(to)) return no(CONNECTION_TEXTS.notes);
  if (from.data.hideOutput) return noWith(CONNECTION_TEXTS.noOutput, {}, { label: labelOf(from) });
  if (to.data.hideInput) return noWith(CONNECTION_TEXTS.noInput, {}, { label: labelOf(to) });

  const sourceHandle = connection.sourceHandle ?? null;
  let sourceTypes: string[] | undefined;
  if (sourceHandle && from.data.outputAnchors) {
    const anchor = findOutput(from, sourceHandle);
    if (!anchor)
      return noWith(CONNECTION_TEXTS.noSuchOutput, { handle: sourceHandle }, { label: labelOf(from) });
    sourceTypes = typeList(anchor.type);
  }

  const targetHandle = connection.targetHandle ?? null;
  let targetTypes: string[] | undefined;
  let list = true;
  if (targetHandle && targetHandle !== to.id) {
    // A typed node's param that accepts a variable (a prompt's values) has a handle too, typed by the param.
    const anchor =
      to.data.inputAnchors?.find((a) => a.id === targetHandle) ??
      to.data.inputParams?.find((p) => p.acceptVariable && p.id === targetHandle);
    if (!anchor)
      return noWith(CONNECTION_TEXTS.noSuchInput, { handle: targetHandle }, { label: labelOf(to) });
    targetTypes = typeList(anchor.type);
    list = anchor.list === true;
  }

  if (sourceTypes && targetTypes && !typesOverlap(sourceTypes.join('|'), targetTypes.join('|'))) {
    return no(
      `${labelOf(to)} expects ${targetTypes.join(' or ')}, but this output gives ${sourceTypes.join(' or ')}.`,
    );
  }

  const sameTarget = (e: FlowEdge) => e.target === target && (e.targetHandle ?? null) === targetHandle;
  const incoming = graph.edges.filter(sameTarget);
  if (incoming.some((e) => e.source === source && (e.sourceHandle ?? null) === sourceHandle)) {
    return no(CONNECTION_TEXTS.connected);
  }
  if (!list && incoming.length > 0) return no(CONNECTION_TEXTS.single);

  if (pathExists(graph.edges, target, source)) {
    return no(CONNECTION_TEXTS.cycle);
  }
  return { ok: true };
}
