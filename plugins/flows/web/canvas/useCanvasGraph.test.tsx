import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { canvas, canvasActions } from '../../../../host/web/stores/canvas.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { CanvasNode } from '../../common/canvasGraph.ts';
import { withEstimatedHandles } from '../../common/estimatedHandles.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import { useCanvasGraph } from './useCanvasGraph.ts';

const llm = agentflowNodes.find((d) => d.name === 'llmAgentflow')!;
// The canvas's own node shape (common/canvasGraph.ts), which the library's Node type accepts.
const node = (id: string): CanvasNode => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: createNodeData(llm, id),
});

afterEach(() => canvasActions.removeDirty());

describe('useCanvasGraph', () => {
  it('drops a guessed size once measured, and undo to the first state keeps the measured size', () => {
    const guessed = withEstimatedHandles(node('llmAgentflow_0')) as FlowCanvasNode;
    const { result } = renderHook(() => useCanvasGraph({ nodes: [guessed], edges: [], name: 'x' }));
    expect('handles' in result.current.live.nodes[0]!).toBe(true);

    // measuring is no edit: nothing to undo, not dirty
    act(() =>
      result.current.onNodesChange([
        { type: 'dimensions', id: 'llmAgentflow_0', dimensions: { width: 180, height: 48 } },
      ]),
    );
    expect('handles' in result.current.live.nodes[0]!).toBe(false);
    expect(result.current.live.nodes[0]!.measured).toEqual({ width: 180, height: 48 });
    expect(result.current.canUndo).toBe(false);
    expect(canvas.isDirty).toBe(false);

    act(() => result.current.edit((s) => ({ ...s, nodes: [...s.nodes, node('llmAgentflow_1')] })));
    expect(result.current.canUndo).toBe(true);
    expect(canvas.isDirty).toBe(true);
    act(() => result.current.undo());
    expect(result.current.live.nodes).toHaveLength(1);
    expect('handles' in result.current.live.nodes[0]!).toBe(false);
    expect(result.current.live.nodes[0]!.measured).toEqual({ width: 180, height: 48 });
    act(() => result.current.redo());
    expect(result.current.live.nodes).toHaveLength(2);
  });
});
