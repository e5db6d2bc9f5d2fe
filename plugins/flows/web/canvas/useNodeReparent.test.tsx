import { act, renderHook } from '@testing-library/react';
import type { Edge } from '@xyflow/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { notifier } from '../../../../host/web/stores/notifier.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import type { CanvasSnapshot } from './useCanvasGraph.ts';
import { useNodeReparent } from './useNodeReparent.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const node = (name: string, id: string, extra: Partial<FlowCanvasNode> = {}): FlowCanvasNode => ({
  id,
  type: name === 'iterationAgentflow' ? 'iteration' : 'agentFlow',
  position: { x: 0, y: 0 },
  data: createNodeData(def(name), id),
  measured: { width: 100, height: 50 },
  ...extra,
});
const box = node('iterationAgentflow', 'iterationAgentflow_0', {
  position: { x: 200, y: 100 },
  width: 400,
  height: 300,
});

const ev = {} as never;

/** The hook over a plain state, counting edits (each is one undo step in the editor). */
function setup(nodes: FlowCanvasNode[]) {
  return renderHook(() => {
    const [live, setLive] = useState<CanvasSnapshot>({ nodes, edges: [] as Edge[], name: 'x' });
    const liveRef = useRef(live);
    liveRef.current = live;
    const edits = useRef(0);
    const edit = (fn: (s: CanvasSnapshot) => CanvasSnapshot) => {
      edits.current += 1;
      setLive(fn);
    };
    const hook = useNodeReparent({ edit, liveRef, setLive }, 'startAgentflow');
    /** As the canvas library ends a drag: the final position change, then the drag-stop handler. */
    const dropAt = (n: FlowCanvasNode, position: { x: number; y: number }) => {
      setLive((s) => ({ ...s, nodes: s.nodes.map((m) => (m.id === n.id ? { ...m, position } : m)) }));
      hook.onNodeDragStop(ev, n, [{ ...n, position }]);
    };
    return { live, edits, dropAt, ...hook };
  });
}
const find = (s: CanvasSnapshot, id: string) => s.nodes.find((n) => n.id === id)!;

describe('useNodeReparent', () => {
  it('makes a node dropped in an Iteration its child in one edit, and frees a child dragged out', () => {
    const llm = node('llmAgentflow', 'llmAgentflow_0', { position: { x: 0, y: 0 } });
    const { result } = setup([box, llm]);
    act(() => result.current.onNodeDragStart(ev, llm, [llm]));
    act(() => result.current.dropAt(llm, { x: 300, y: 250 }));
    expect(result.current.edits.current).toBe(1);
    expect(find(result.current.live, llm.id)).toMatchObject({
      parentId: box.id,
      extent: 'parent',
      position: { x: 100, y: 150 },
    });

    // Dragging a child: its extent is lifted while dragged so it can leave the box.
    const child = find(result.current.live, llm.id);
    act(() => result.current.onNodeDragStart(ev, child, [child]));
    expect(find(result.current.live, llm.id).extent).toBeUndefined();
    act(() => result.current.dropAt(child, { x: 500, y: 400 }));
    const out = find(result.current.live, llm.id);
    expect(out.parentId).toBeUndefined();
    expect(out.position).toEqual({ x: 700, y: 500 });
  });

  it('sends the Start node back where it was, with a warning', () => {
    const start = node('startAgentflow', 'startAgentflow_0', { position: { x: 10, y: 20 } });
    const { result } = setup([box, start]);
    act(() => result.current.onNodeDragStart(ev, start, [start]));
    act(() => result.current.dropAt(start, { x: 300, y: 250 }));
    expect(find(result.current.live, start.id)).toMatchObject({ position: { x: 10, y: 20 } });
    expect(find(result.current.live, start.id).parentId).toBeUndefined();
    expect(
      notifier.notifications.some((n) => n.message === 'Start cannot be placed inside an Iteration.'),
    ).toBe(true);
  });
});
