import type { FlowEdge, FlowNode } from '../flow.ts';
import type { OutputAnchor, RowOutputs } from '../types.ts';

/** The rows of an array input, whether saved as a list or as a JSON string ('' means none). */
export function rowsOf(value: unknown): Record<string, unknown>[] {
  let rows = value;
  if (typeof value === 'string') {
    try {
      rows = value.trim() ? JSON.parse(value) : [];
    } catch {
      rows = [];
    }
  }
  return Array.isArray(rows)
    ? rows.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : {}))
    : [];
}

export interface RegeneratedOutputs {
  outputAnchors: OutputAnchor[];
  /** Edges that stay. */
  edges: FlowEdge[];
  /** Edges leaving this node from an output that no longer exists: the canvas deletes them. */
  removedEdges: FlowEdge[];
}

/**
 * Output anchors of a Condition or Condition Agent node rebuilt from its rows: one per row
 * (`${id}-output-${i}`), plus the extra output (Else) after them when the node has one.
 */
export function regenerateConditionOutputs(
  node: FlowNode,
  edges: readonly FlowEdge[],
  rule: RowOutputs,
): RegeneratedOutputs {
  const count = rowsOf(node.data.inputs?.[rule.param]).length;
  const outputAnchors: OutputAnchor[] = [];
  for (let i = 0; i < count; i += 1) {
    outputAnchors.push({
      id: `${node.id}-output-${i}`,
      label: String(i),
      name: String(i),
      description: `Condition ${i}`,
    });
  }
  if (rule.extraOutput) {
    outputAnchors.push({
      id: `${node.id}-output-${count}`,
      label: rule.extraOutput,
      name: String(count),
      description: rule.extraOutput,
    });
  }
  const ids = new Set(outputAnchors.map((a) => a.id));
  const kept: FlowEdge[] = [];
  const removedEdges: FlowEdge[] = [];
  for (const e of edges) {
    if (e.source === node.id && !ids.has(e.sourceHandle ?? '')) removedEdges.push(e);
    else kept.push(e);
  }
  return { outputAnchors, edges: kept, removedEdges };
}
