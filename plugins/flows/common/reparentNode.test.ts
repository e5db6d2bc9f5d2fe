import { describe, expect, it } from 'vitest';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import type { CanvasNode } from './canvasGraph.ts';
import { absolutePosition, type ReparentRules, reparentNode } from './reparentNode.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const node = (name: string, id: string, extra: Partial<CanvasNode> = {}): CanvasNode => ({
  id,
  type: name === 'iterationAgentflow' ? 'iteration' : 'agentFlow',
  position: { x: 0, y: 0 },
  data: createNodeData(def(name), id),
  measured: { width: 100, height: 50 },
  ...extra,
});
const rules: ReparentRules = {
  isContainer: (n) => n.type === 'iteration',
  mayNest: (n) => n.type !== 'iteration' && n.data.name !== 'startAgentflow',
};
const box = node('iterationAgentflow', 'iterationAgentflow_0', {
  position: { x: 200, y: 100 },
  width: 400,
  height: 300,
});
const moved = (r: ReturnType<typeof reparentNode>) => {
  if (r.kind !== 'moved') throw new Error(`expected moved, got ${r.kind}`);
  return r.nodes;
};

describe('reparentNode', () => {
  it('drops a node inside a container: child with a relative position and extent parent, after it', () => {
    const llm = node('llmAgentflow', 'llmAgentflow_0', { position: { x: 300, y: 250 } });
    const nodes = moved(reparentNode([llm, box], llm.id, rules));
    expect(nodes.map((n) => n.id)).toEqual([box.id, llm.id]);
    expect(nodes[1]).toMatchObject({ parentId: box.id, extent: 'parent', position: { x: 100, y: 150 } });
    expect(absolutePosition(nodes, nodes[1]!)).toEqual({ x: 300, y: 250 });
  });

  it('keeps a dropped child clear of the title row and inside the box', () => {
    const llm = node('llmAgentflow', 'llmAgentflow_0', { position: { x: 520, y: 90 } });
    const [, child] = moved(reparentNode([box, llm], llm.id, rules));
    // centre (570, 115) is inside; x clamped to 400 - 100 - 10, y pushed below the header
    expect(child!.position).toEqual({ x: 290, y: 40 });
  });

  it('drags a child out: top-level again at the same place, parentId and extent gone', () => {
    const child = node('llmAgentflow', 'llmAgentflow_0', {
      parentId: box.id,
      extent: 'parent',
      position: { x: 450, y: 20 },
    });
    const nodes = moved(reparentNode([box, child], child.id, rules));
    const out = nodes.find((n) => n.id === child.id)!;
    expect(out.parentId).toBeUndefined();
    expect('extent' in out).toBe(false);
    expect(out.position).toEqual({ x: 650, y: 120 });
  });

  it('moves a child from one container into another', () => {
    const other = { ...box, id: 'iterationAgentflow_1', position: { x: 800, y: 100 } };
    const child = node('llmAgentflow', 'llmAgentflow_0', {
      parentId: box.id,
      extent: 'parent',
      position: { x: 650, y: 100 },
    });
    const nodes = moved(reparentNode([box, child, other], child.id, rules));
    expect(nodes.map((n) => n.id)).toEqual([box.id, other.id, child.id]);
    expect(nodes[2]).toMatchObject({ parentId: other.id, position: { x: 50, y: 100 } });
  });

  it('leaves a node that stays in its container (or outside every one) alone', () => {
    const child = node('llmAgentflow', 'llmAgentflow_0', {
      parentId: box.id,
      extent: 'parent',
      position: { x: 50, y: 60 },
    });
    expect(reparentNode([box, child], child.id, rules).kind).toBe('none');
    const free = node('llmAgentflow', 'llmAgentflow_1', { position: { x: 0, y: 0 } });
    expect(reparentNode([box, free], free.id, rules).kind).toBe('none');
    expect(reparentNode([box], 'missing', rules).kind).toBe('none');
  });

  it('gives a child that lost its extent while dragged inside its container the extent back', () => {
    const child = node('llmAgentflow', 'llmAgentflow_0', { parentId: box.id, position: { x: 50, y: 60 } });
    const [, back] = moved(reparentNode([box, child], child.id, rules));
    expect(back).toMatchObject({ parentId: box.id, extent: 'parent', position: { x: 50, y: 60 } });
  });

  it('refuses to nest a container or the start node', () => {
    const start = node('startAgentflow', 'startAgentflow_0', { position: { x: 250, y: 200 } });
    const inner = {
      ...box,
      id: 'iterationAgentflow_1',
      position: { x: 250, y: 150 },
      width: 100,
      height: 60,
    };
    const r1 = reparentNode([box, start], start.id, rules);
    expect(r1).toMatchObject({ kind: 'refused', container: { id: box.id } });
    const r2 = reparentNode([box, inner], inner.id, rules);
    expect(r2).toMatchObject({ kind: 'refused', node: { id: inner.id } });
  });
});
