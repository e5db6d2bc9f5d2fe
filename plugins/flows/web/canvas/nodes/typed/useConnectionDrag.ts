import { type ConnectionState, useConnection } from '@xyflow/react';
import type { FlowNodeData, FlowNode } from '../../../../../../node-registry/flow.ts';
import { typesOverlap } from '../../../../../../node-registry/rules/isValidConnection.ts';
import { offeredOutputs } from '../../../../common/chooseOutput.ts';
import { inputHandles } from '../../../../common/typedNodeRows.ts';

/** The connection being drawn, as primitives (so nodes re-render only when one starts or ends). */
export interface ConnectionDrag {
  /** The node the drag started from. */
  node: string;
  /** 'source': from an output, looking for inputs; 'target': from an input, looking for outputs. */
  from: 'source' | 'target';
  /** The type list of the handle it started from ('A | B'). */
  types: string;
}

function typesOf(data: FlowNodeData | undefined, handle: string | null | undefined, side: string): string {
  if (!data || !handle) return '';
  if (side === 'target') return inputHandles(data).find((a) => a.id === handle)?.type ?? '';
  return offeredOutputs(data.outputAnchors, data.outputs).find((a) => a.id === handle)?.type ?? '';
}

const select = (c: ConnectionState): ConnectionDrag | null => {
  if (!c.inProgress) return null;
  const side = c.fromHandle?.type === 'target' ? 'target' : 'source';
  const data = (c.fromNode as unknown as FlowNode | null)?.data;
  return { node: c.fromNode.id, from: side, types: typesOf(data, c.fromHandle?.id, side) };
};

/** The connection being drawn on the canvas, or null. */
export function useConnectionDrag(): ConnectionDrag | null {
  const drag = useConnection(select);
  return drag;
}

/**
 * Whether a handle of `node` (`side`, type list `type`) could take the connection being drawn:
 * another node, the opposite side, overlapping types. The full rule (cycles, a taken single
 * input) is checked when the connection is dropped, with the reason when refused.
 */
export function handleAccepts(
  drag: ConnectionDrag | null,
  node: string,
  side: 'source' | 'target',
  type: string | undefined,
): boolean | undefined {
  if (!drag) return undefined;
  if (drag.node === node || drag.from === side) return false;
  return side === 'target' ? typesOverlap(drag.types, type) : typesOverlap(type, drag.types);
}
