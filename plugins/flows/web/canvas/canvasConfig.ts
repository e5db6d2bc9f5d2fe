import type { FlowKindContribution } from '../../../../host/common/plugin/types.ts';
import type { AnchorStyle } from '../../../../node-registry/rules/createNodeData.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import type { FlowType } from '../../common/flowTypes.ts';

/** What the shared canvas needs of a flow kind (from its registered FlowKindContribution). */
export interface CanvasConfig {
  flowType: FlowType;
  /** The canvas route without id, e.g. /v2/agentcanvas; a saved flow opens at `${basePath}/${id}`. */
  basePath: string;
  /** Where the back button goes: the flows list. */
  listPath: string;
  /** Name of a new flow. */
  newFlowName: string;
  /** The node types of this kind (palette and placeholder decision). */
  nodeNames: readonly string[];
  /** The node a new flow starts with, which a flow holds once; null for none. */
  startNode: string | null;
  /** Typed anchors (chatflows) or untyped flow handles (agentflow v2). */
  anchors: AnchorStyle;
  /** Permission prefix: `${permission}:update` and so on. */
  permission: string;
  /** Palette categories in order; others follow in the order first seen. */
  categories: readonly string[];
}

/** The canvas config of a registered kind and the node definitions it offers. */
export function canvasConfigOf(kind: FlowKindContribution, nodes: readonly NodeDefinition[]): CanvasConfig {
  return {
    flowType: kind.type,
    basePath: kind.canvasPath,
    listPath: kind.listPath,
    newFlowName: kind.newFlowName,
    nodeNames: nodes.map((d) => d.name),
    startNode: kind.startNode ?? null,
    anchors: kind.anchors,
    permission: kind.permission,
    categories: kind.categories ?? [],
  };
}

/** The renderer of a definition's nodes on the canvas. */
export function canvasTypeOfDefinition(def: NodeDefinition, anchors: AnchorStyle = 'flow'): string {
  if (def.ui?.container === true) return 'iteration';
  if (def.hideInput && def.hideOutput) return 'stickyNote';
  if (anchors === 'typed') return def.type === 'StickyNote' ? 'stickyNote' : 'customNode';
  return 'agentFlow';
}
