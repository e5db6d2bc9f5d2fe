import type { NodeDefinition } from '../../../../node-registry/types.ts';
import type { FlowType } from '../../common/flowTypes.ts';

/** What a flow type tells the shared canvas about itself. */
export interface CanvasConfig {
  flowType: FlowType;
  /** The canvas route without id, e.g. /v2/agentcanvas; a saved flow opens at `${basePath}/${id}`. */
  basePath: string;
  /** Where the back button goes: the flows list. */
  listPath: string;
  /** Name of a new flow. */
  newFlowName: string;
  /** The node types of this flow type (palette and placeholder decision). */
  nodeNames: readonly string[];
  /** The node a new flow starts with, which a flow holds once; null for none. */
  startNode: string | null;
}

/** The renderer of a definition's nodes on the canvas. */
export function canvasTypeOfDefinition(def: NodeDefinition): string {
  if (def.ui?.container === true) return 'iteration';
  if (def.hideInput && def.hideOutput) return 'stickyNote';
  return 'agentFlow';
}
