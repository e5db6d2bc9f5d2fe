import type { FlowNode, FlowNodeData, Graph } from '../../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import type { Connection } from '@xyflow/react';
import type { AnchorStyle } from '../../../../node-registry/rules/createNodeData.ts';
import { type CanvasGraph, UNKNOWN_NODE_TYPE } from '../../common/canvasGraph.ts';
import { CanvasNodeForm } from '../forms/CanvasNodeForm.tsx';
import { NodeConnections } from './NodeConnections.tsx';
import { NodePanel } from './NodePanel.tsx';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasSnapshot } from './useCanvasGraph.ts';

interface SelectedNodePanelProps {
  node: FlowCanvasNode;
  definition: NodeDefinition | undefined;
  /** The whole graph: the form suggests earlier nodes' outputs. */
  live: CanvasSnapshot;
  flowId: string | undefined;
  updateNodeData(nodeId: string, patch: Record<string, unknown>): void;
  updateInputs(nodeId: string, patch: Partial<FlowNodeData>): void;
  onClose(): void;
  /** Keyboard wiring (NodeConnections): same rules as dragging a handle. */
  anchors: AnchorStyle;
  onConnect(connection: Connection): void;
  onRemoveEdge(edgeId: string): void;
}

/** The side panel of the one selected node: its label and, for a known type, its form. */
export function SelectedNodePanel({
  node,
  definition,
  live,
  flowId,
  updateNodeData,
  updateInputs,
  onClose,
  anchors,
  onConnect,
  onRemoveEdge,
}: SelectedNodePanelProps) {
  return (
    <NodePanel
      node={node}
      definition={definition}
      onRename={(label) => updateNodeData(node.id, { label })}
      onClose={onClose}
      connections={
        <NodeConnections
          graph={live as unknown as CanvasGraph}
          nodeId={node.id}
          anchors={anchors}
          onConnect={onConnect}
          onRemove={onRemoveEdge}
        />
      }
      form={
        node.type !== UNKNOWN_NODE_TYPE && definition ? (
          <CanvasNodeForm
            key={node.id}
            node={node as unknown as FlowNode}
            definition={definition}
            graph={live as unknown as Graph}
            flowId={flowId}
            onUpdate={(patch) => updateInputs(node.id, patch)}
          />
        ) : undefined
      }
    />
  );
}
