import type { Edge } from '@xyflow/react';
import type { Flow } from '../../../../node-registry/flow.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { getUniqueNodeId } from '../../../../node-registry/rules/getUniqueNodeId.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { emptyBase, type SavedBase, toCanvasGraph } from '../../common/canvasGraph.ts';
import { withEstimatedHandles } from '../../common/estimatedHandles.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { initialViewport } from '../../common/initialViewport.ts';
import { type CanvasConfig, canvasTypeOfDefinition } from './canvasConfig.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasSnapshot } from './useCanvasGraph.ts';

export interface InitialCanvasState {
  snapshot: CanvasSnapshot;
  base: SavedBase;
  /** Where a large flow opens; null: fit the flow into view. */
  view: { x: number; y: number; zoom: number } | null;
}

/**
 * What the editor opens with: the loaded flow, or a new flow holding only its start node. A large
 * flow opens at a readable zoom with guessed node sizes, so the canvas draws only the nodes in view.
 */
export function initialCanvasState(
  config: CanvasConfig,
  defs: ReadonlyMap<string, NodeDefinition>,
  record: FlowRecord | null,
  flow: Flow | null,
): InitialCanvasState {
  if (flow && record) {
    const { graph, base } = toCanvasGraph(flow, (name) => defs.has(name));
    const view = initialViewport(graph.nodes);
    const nodes = view ? graph.nodes.map(withEstimatedHandles) : graph.nodes;
    return {
      snapshot: {
        nodes: nodes as unknown as FlowCanvasNode[],
        edges: graph.edges as Edge[],
        name: record.name,
      },
      base,
      view,
    };
  }
  const nodes: FlowCanvasNode[] = [];
  const start = config.startNode ? defs.get(config.startNode) : undefined;
  if (start) {
    const id = getUniqueNodeId(start.name, []);
    nodes.push({
      id,
      type: canvasTypeOfDefinition(start, config.anchors),
      position: { x: 100, y: 150 },
      data: createNodeData(start, id, config.anchors),
    });
  }
  return { snapshot: { nodes, edges: [], name: config.newFlowName }, base: emptyBase(), view: null };
}
