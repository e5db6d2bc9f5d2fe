import type { Diagnostic, Flow, FlowNode } from '../flow.ts';
import type { DefinitionLookup, NodeDefinition } from '../types.ts';
import { anchorProblems } from './anchorProblems.ts';
import { endingNodeProblems } from './endingNodeProblems.ts';
import { inputProblems } from './inputProblems.ts';
import { RULE_TEXTS, ruleMessage } from './ruleMessage.ts';
import { sandboxModuleProblems } from './sandboxModuleProblems.ts';

export interface ValidateOptions {
  /** The node type a flow must start with exactly once; null for flows without one (chat flows). */
  startNode?: string | null;
  /** Check the chatflow rules: exactly one ending node (a chain, an agent or an engine) answers. */
  endingNode?: boolean;
  /** The modules sandboxed code may require here (the server's list); when given, code requiring others is an error. */
  sandboxModules?: readonly string[];
}

/** How a flow of each type validates: agent flows start at Start, chatflows end at one node. */
export function validateOptionsFor(flowType: string): ValidateOptions {
  // A custom assistant's flow is an agent flow (Start and an Agent node).
  if (flowType === 'AGENTFLOW' || flowType === 'ASSISTANT') return {};
  // Multi-agent flows start at a Start or a Supervisor and may end at several End nodes.
  if (flowType === 'MULTIAGENT') return { startNode: null };
  return { startNode: null, endingNode: true };
}

export const FLOW_MESSAGES = {
  noStart: 'Add a Start node: an agent flow begins with exactly one.',
  extraStart: 'Only one Start node is allowed.',
  notConnected: 'This node is not connected to the flow.',
  noType: 'This node has no type.',
  unknownType: (name: string) => ruleMessage(RULE_TEXTS.unknownType, { name }).message,
  danglingEdge: (id: string) => ruleMessage(RULE_TEXTS.danglingEdge, { id }).message,
} as const;

/** Notes (no input, no output) are not part of the graph. */
const isNote = (node: FlowNode, def: NodeDefinition | undefined) =>
  node.type === 'stickyNote' || (def?.hideInput === true && def.hideOutput === true);

/**
 * Every problem of a flow, for the canvas's validation list and for the server before a save or
 * a run. Never throws: an unknown node type is a diagnostic like any other.
 */
export function validateFlow(
  flow: Flow,
  registry: DefinitionLookup,
  options: ValidateOptions = {},
): Diagnostic[] {
  const startNode = options.startNode === undefined ? 'startAgentflow' : options.startNode;
  const nodes = Array.isArray(flow?.nodes) ? flow.nodes : [];
  const edges = Array.isArray(flow?.edges) ? flow.edges : [];
  const out: Diagnostic[] = [];
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const linked = new Set<string>();
  for (const e of edges) {
    if (!byId.has(e.source) || !byId.has(e.target)) {
      out.push({ ...ruleMessage(RULE_TEXTS.danglingEdge, { id: e.id }), severity: 'warning' });
      continue;
    }
    linked.add(e.source);
    linked.add(e.target);
  }
  /** Children of a container (an Iteration) are connected through their parent. */
  const connected = (node: FlowNode, depth = 0): boolean => {
    if (linked.has(node.id)) return true;
    const parent = node.parentNode ? byId.get(node.parentNode) : undefined;
    return parent !== undefined && depth < nodes.length && connected(parent, depth + 1);
  };

  let starts = 0;
  const graph: { node: FlowNode; def: NodeDefinition | undefined }[] = [];
  for (const node of nodes) {
    const name = node?.data?.name;
    if (typeof name !== 'string' || !name) {
      out.push({ nodeId: node?.id, message: FLOW_MESSAGES.noType, severity: 'error' });
      continue;
    }
    const def = registry.get(name);
    if (!def) {
      out.push({ nodeId: node.id, ...ruleMessage(RULE_TEXTS.unknownType, { name }), severity: 'error' });
      if (node.type !== 'stickyNote') graph.push({ node, def });
      continue;
    }
    if (isNote(node, def)) continue;
    graph.push({ node, def });
    if (def.unavailable) {
      // the reason is a node text: the canvas says it through the node catalogue
      const said = ruleMessage(RULE_TEXTS.unavailable, {}, { reason: def.unavailable });
      out.push({ nodeId: node.id, ...said, severity: 'error' });
    }
    if (name === startNode) {
      starts += 1;
      if (starts > 1) out.push({ nodeId: node.id, message: FLOW_MESSAGES.extraStart, severity: 'error' });
    } else if (!connected(node)) {
      out.push({ nodeId: node.id, message: FLOW_MESSAGES.notConnected, severity: 'warning' });
    }
    for (const p of inputProblems(node, def)) {
      out.push({ nodeId: node.id, message: p.message, say: p.say, severity: 'error', field: p.field });
    }
    for (const p of anchorProblems(node, def, edges)) {
      out.push({ nodeId: node.id, message: p.message, say: p.say, severity: 'error', field: p.field });
    }
    for (const p of options.sandboxModules ? sandboxModuleProblems(node, options.sandboxModules) : []) {
      out.push({ nodeId: node.id, message: p.message, say: p.say, severity: 'error', field: p.field });
    }
  }
  if (options.endingNode) out.push(...endingNodeProblems(graph, edges));
  const hasGraphNodes = nodes.some((n) => !isNote(n, registry.get(n?.data?.name)));
  if (startNode && starts === 0 && hasGraphNodes && registry.get(startNode)) {
    out.push({ message: FLOW_MESSAGES.noStart, severity: 'error' });
  }
  return out;
}
