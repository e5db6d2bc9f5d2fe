import type { FlowNode } from '../../../node-registry/flow.ts';
import type { ExecutedNode } from './engineTypes.ts';

/** What is known of a node run once its inputs are resolved: the part of its record fixed at start. */
export interface NodeRunStart {
  node: FlowNode;
  label: string;
  /** The resolved inputs. */
  inputs: Record<string, unknown>;
  previousNodeIds: string[];
  /** Epoch ms. */
  start: number;
  iteration?: { index: number; parentNodeId: string };
}

/**
 * The execution-record entry of one node run (the peer's IAgentflowExecutedData), timed from its
 * start to `end`. One builder, so finished, paused, failed and cancelled runs record one shape.
 */
export function executedNode(
  run: NodeRunStart,
  status: ExecutedNode['status'],
  output: Record<string, unknown>,
  state: Record<string, unknown>,
  extra: Partial<ExecutedNode['data']> = {},
  end = Date.now(),
): ExecutedNode {
  const { node, label, inputs, start, iteration } = run;
  return {
    nodeId: node.id,
    nodeLabel: label,
    data: {
      id: node.id,
      name: node.data.name,
      input: inputs,
      output,
      state,
      timeMetadata: { start, end, delta: end - start },
      ...extra,
    },
    previousNodeIds: run.previousNodeIds,
    status,
    ...(iteration ? { iterationIndex: iteration.index, parentNodeId: iteration.parentNodeId } : {}),
  };
}
