import type { Edge } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowNodeData } from '../../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { applyNodeInputs } from '../../common/applyNodeInputs.ts';
import { chooseOutput as chooseOutputIn } from '../../common/chooseOutput.ts';
import { asGraph } from './asGraph.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasGraphState } from './useCanvasGraph.ts';

/** Edits of one node's data: plain fields (label, note), and form inputs with their consequences. */
export function useNodeEdits(edit: CanvasGraphState['edit'], defs: ReadonlyMap<string, NodeDefinition>) {
  const updateNodeData = useCallback(
    (nodeId: string, patch: Record<string, unknown>) =>
      edit(
        (s) => ({
          ...s,
          nodes: s.nodes.map((n) => (n.id === nodeId ? { ...n, data: { ...n.data, ...patch } } : n)),
        }),
        `data:${nodeId}`,
      ),
    [edit],
  );
  /** A form change: the node's data, then its params' display and (condition) outputs from the inputs. */
  const updateInputs = useCallback(
    (nodeId: string, patch: Partial<FlowNodeData>) =>
      edit((s) => {
        const nodes = s.nodes.map((n) => (n.id === nodeId ? { ...n, data: { ...n.data, ...patch } } : n));
        const merged = { ...s, nodes };
        const node = nodes.find((n) => n.id === nodeId);
        if (!patch.inputs || !node) return merged;
        const next = applyNodeInputs(asGraph(merged), nodeId, patch.inputs, defs.get(node.data.name));
        return { ...merged, nodes: next.nodes as FlowCanvasNode[], edges: next.edges as Edge[] };
      }, `inputs:${nodeId}`),
    [edit, defs],
  );
  const chooseOutput = useCallback(
    (nodeId: string, anchorName: string, choice: string) =>
      edit((s) => {
        const next = chooseOutputIn(asGraph(s), nodeId, anchorName, choice);
        return { ...s, nodes: next.nodes as FlowCanvasNode[], edges: next.edges as Edge[] };
      }),
    [edit],
  );
  return { updateNodeData, updateInputs, chooseOutput };
}
