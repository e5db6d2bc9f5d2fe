import { createContext, useContext } from 'react';
import type { Diagnostic } from '../../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';

export interface CanvasContextValue {
  definitions: ReadonlyMap<string, NodeDefinition>;
  /** Problems per node id from the last validation. */
  diagnostics: ReadonlyMap<string, readonly Diagnostic[]>;
  /** Edits a node's data outside the inputs (label, a sticky note's text). */
  updateNodeData(nodeId: string, patch: Record<string, unknown>): void;
  /** Selects the node and opens its panel (the node form). */
  openNode(nodeId: string): void;
  /** A typed node's choice of output (outputs[anchorName] = choice); edges of the dropped output go. */
  chooseOutput(nodeId: string, anchorName: string, choice: string): void;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvasContext(): CanvasContextValue {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('useCanvasContext outside the canvas');
  return value;
}
