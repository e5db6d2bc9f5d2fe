import { formatAjvErrors } from '../host/common/formatAjvErrors.ts';
import type { Flow } from './flow.ts';
import { validateFlowSchema as validateFlowData } from './validateFlowSchema.ts';

/** Saved flow data that is not a flow: bad JSON or a shape that breaks schemas/flow.schema.json. */
export class FlowDataError extends Error {
  constructor(readonly detail: string) {
    super(`Invalid flow data: ${detail}`);
    this.name = 'FlowDataError';
  }
}

/**
 * A saved flow (the flowData text or its parsed object) as a checked, private copy. Every field
 * is kept, including ones this version does not know; only a missing `data.id` is filled from
 * the node id. Throws FlowDataError naming the bad path.
 */
export function normalizeFlow(raw: unknown): Flow {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw new FlowDataError(`not JSON (${(err as Error).message})`);
    }
  }
  const copy = structuredClone(value) as Record<string, unknown> | null;
  if (copy && typeof copy === 'object' && Array.isArray(copy.nodes)) {
    for (const node of copy.nodes as { id?: unknown; data?: Record<string, unknown> }[]) {
      if (node?.data && typeof node.data === 'object' && node.data.id === undefined) node.data.id = node.id;
    }
  }
  if (!validateFlowData(copy)) throw new FlowDataError(formatAjvErrors(validateFlowData.errors));
  return copy;
}

/** The flowData text that is saved. */
export function serializeFlow(flow: Flow): string {
  return JSON.stringify(flow);
}
