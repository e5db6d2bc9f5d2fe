import type { Graph } from '../../../../node-registry/flow.ts';
import { rowsOf } from '../../../../node-registry/rules/regenerateConditionOutputs.ts';

/** The suggestion groups, shown beside each suggestion (the catalogue translates them). */
export const SUGGESTION_GROUPS = [
  'Chat Context',
  'Flow Variables',
  'Flow State',
  'Form',
  'Iteration',
  'Node Output',
  'Variables',
  'Node Outputs',
] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** One entry of the '{{' popover: `value` is what goes between the braces. */
export interface VariableSuggestion {
  value: string;
  label: string;
  group: SuggestionGroup;
  description?: string;
}

const CHAT_CONTEXT: VariableSuggestion[] = [
  { value: 'question', label: 'question', group: 'Chat Context', description: "The user's question" },
  {
    value: 'chat_history',
    label: 'chat_history',
    group: 'Chat Context',
    description: 'Past messages as text',
  },
  {
    value: 'current_date_time',
    label: 'current_date_time',
    group: 'Chat Context',
    description: 'Now, ISO 8601',
  },
  {
    value: 'runtime_messages_length',
    label: 'runtime_messages_length',
    group: 'Chat Context',
    description: 'Messages added during this run',
  },
  {
    value: 'loop_count',
    label: 'loop_count',
    group: 'Chat Context',
    description: 'Passes of the latest Loop',
  },
  {
    value: 'file_attachment',
    label: 'file_attachment',
    group: 'Chat Context',
    description: 'Uploaded files as text',
  },
];

const FLOW_VARIABLES: VariableSuggestion[] = ['sessionId', 'chatId', 'chatflowId'].map((k) => ({
  value: `$flow.${k}`,
  label: `$flow.${k}`,
  group: 'Flow Variables',
}));

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Nodes whose output the node can read: its ancestors along edges (nearest first), and for a node
 * inside a container (Iteration) the container's ancestors too. Sticky notes never run.
 */
export function upstreamNodeIds(graph: Graph, nodeId: string): string[] {
  const parentsOf = new Map<string, string[]>();
  for (const e of graph.edges) parentsOf.set(e.target, [...(parentsOf.get(e.target) ?? []), e.source]);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const seen = new Set<string>([nodeId]);
  const order: string[] = [];
  const queue = [nodeId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const container = byId.get(id)?.parentNode;
    const next = [...(parentsOf.get(id) ?? []), ...(container ? [container] : [])];
    for (const p of next) {
      if (seen.has(p)) continue;
      seen.add(p);
      queue.push(p);
      // a container is a way up, not an output: its own output comes after its children ran
      if (p !== container || byId.get(p)?.data.name !== 'iterationAgentflow') order.push(p);
    }
  }
  return order.filter((id) => byId.has(id) && byId.get(id)?.data.name !== 'stickyNoteAgentflow');
}

export interface SuggestionSource {
  graph: Graph;
  nodeId: string;
  /** Names of the workspace's variables (GET /api/v1/variables), when loaded. */
  variables?: readonly string[];
  /** Keys of the node's structured output, offered as output.<key> where node output is accepted. */
  outputKeys?: readonly string[];
}

/**
 * The suggestion list of one node's fields: chat context, flow variables, the Start node's state
 * keys and form fields, $iteration inside an Iteration, $vars names, and every upstream node.
 */
export function buildVariableSuggestions(source: SuggestionSource): VariableSuggestion[] {
  const { graph, nodeId } = source;
  const out: VariableSuggestion[] = [...CHAT_CONTEXT, ...FLOW_VARIABLES];
  const start = graph.nodes.find((n) => n.data.name === 'startAgentflow');
  const startInputs = start?.data.inputs ?? {};
  for (const row of rowsOf(startInputs.startState)) {
    const key = text(row.key);
    if (key) out.push({ value: `$flow.state.${key}`, label: `$flow.state.${key}`, group: 'Flow State' });
  }
  if (startInputs.startInputType === 'formInput') {
    for (const row of rowsOf(startInputs.formInputTypes)) {
      const name = text(row.name);
      if (name)
        out.push({
          value: `$form.${name}`,
          label: `$form.${name}`,
          group: 'Form',
          description: text(row.label),
        });
    }
  }
  const self = graph.nodes.find((n) => n.id === nodeId);
  const container = graph.nodes.find((n) => n.id === self?.parentNode);
  if (container?.data.name === 'iterationAgentflow') {
    out.push({
      value: '$iteration',
      label: '$iteration',
      group: 'Iteration',
      description: 'The current item',
    });
  }
  for (const key of source.outputKeys ?? []) {
    out.push({ value: `output.${key}`, label: `output.${key}`, group: 'Node Output' });
  }
  for (const name of source.variables ?? []) {
    out.push({ value: `$vars.${name}`, label: `$vars.${name}`, group: 'Variables' });
  }
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const id of upstreamNodeIds(graph, nodeId)) {
    const label = byId.get(id)?.data.label ?? id;
    out.push({ value: id, label, group: 'Node Outputs', description: id });
  }
  return out;
}

/** Suggestions whose value or label contains the typed text (case-insensitive), in list order. */
export function filterSuggestions(list: readonly VariableSuggestion[], query: string): VariableSuggestion[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((s) => s.value.toLowerCase().includes(q) || s.label.toLowerCase().includes(q));
}
