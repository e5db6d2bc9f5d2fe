import type { Graph } from '../../../node-registry/flow.ts';
import { rowsOf } from '../../../node-registry/rules/regenerateConditionOutputs.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { upstreamNodeIds } from '../../flows/public.ts';

/** The keys the Start node declares in its flow state (listRuntimeStateKeys). */
export function stateKeyOptions(graph: Graph): OptionItem[] {
  const start = graph.nodes.find((n) => n.data.name === 'startAgentflow');
  const keys = rowsOf(start?.data.inputs?.startState)
    .map((r) => (typeof r.key === 'string' ? r.key.trim() : ''))
    .filter(Boolean);
  return [...new Set(keys)].map((k) => ({ label: k, name: k }));
}

/**
 * Nodes a Loop may jump back to: the node's ancestors, saved as '<id>-<label>' like the peer.
 */
export function previousNodeOptions(graph: Graph, nodeId: string): OptionItem[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return upstreamNodeIds(graph, nodeId).map((id) => {
    const label = byId.get(id)?.data.label ?? id;
    return { label, name: `${id}-${label}`, description: id };
  });
}

/** Argument names a tool's JSON Schema declares (listToolInputArgs); [] for a bad schema. */
export function schemaArgumentOptions(schemaText: string): OptionItem[] {
  let schema: unknown;
  try {
    schema = JSON.parse(schemaText);
  } catch {
    return [];
  }
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties as Record<string, { description?: unknown }>).map(([name, p]) => ({
    label: name,
    name,
    ...(typeof p?.description === 'string' ? { description: p.description } : {}),
  }));
}
