import type { Flow } from '../../../../node-registry/flow.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { getUniqueNodeId } from '../../../../node-registry/rules/getUniqueNodeId.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { emptyBase, type SavedBase, toCanvasGraph } from '../../common/canvasGraph.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { type CanvasConfig, canvasTypeOfDefinition } from './canvasConfig.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasSnapshot } from './useCanvasGraph.ts';

/** What the editor opens with: the loaded flow, or a new flow holding only its start node. */
export function initialCanvasState(
  config: CanvasConfig,
  defs: ReadonlyMap<string, NodeDefinition>,
  record: FlowRecord | null,
  flow: Flow | null,
): { snapshot: CanvasSnapshot; base: SavedBase } {
  if (flow && record) {
    const { graph, base } = toCanvasGraph(flow, (name) => defs.has(name));
    return { snapshot: { ...(graph as unknown as CanvasSnapshot), name: record.name }, base };
  }
  const nodes: FlowCanvasNode[] = [];
  const start = config.startNode ? defs.get(config.startNode) : undefined;
  if (start) {
    const id = getUniqueNodeId(start.name, []);
    nodes.push({
      id,
      type: canvasTypeOfDefinition(start),
      position: { x: 100, y: 150 },
      data: createNodeData(start, id),
    });
  }
  return { snapshot: { nodes, edges: [], name: config.newFlowName }, base: emptyBase() };
}
