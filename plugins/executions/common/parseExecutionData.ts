import type { ExecutedNodeRun } from './executionTypes.ts';

/**
 * The executed nodes from an execution's executionData JSON text. Entries without a nodeId are
 * dropped rather than failing the whole view: a partial record (a run cut off mid-write) still shows.
 * @throws Error when the text is not JSON or not a list.
 */
export function parseExecutionData(text: string): ExecutedNodeRun[] {
  const value: unknown = JSON.parse(text || '[]');
  if (!Array.isArray(value)) throw new Error('executionData is not a list of executed nodes');
  return value
    .filter(
      (v): v is ExecutedNodeRun =>
        typeof v === 'object' && v !== null && typeof (v as ExecutedNodeRun).nodeId === 'string',
    )
    .map((v) => ({
      ...v,
      nodeLabel: v.nodeLabel || v.nodeId,
      data: v.data ?? {},
      previousNodeIds: Array.isArray(v.previousNodeIds) ? v.previousNodeIds : [],
    }));
}
