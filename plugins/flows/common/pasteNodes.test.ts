import { describe, expect, it } from 'vitest';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import type { CanvasNode } from './canvasGraph.ts';
import { pasteNodes } from './pasteNodes.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const node = (name: string, id: string, extra: Partial<CanvasNode> = {}): CanvasNode => ({
  id,
  type: name === 'iterationAgentflow' ? 'iteration' : 'agentFlow',
  position: { x: 100, y: 50 },
  data: createNodeData(def(name), id),
  ...extra,
});

describe('pasteNodes', () => {
  const start = node('startAgentflow', 'startAgentflow_0');
  const llm = node('llmAgentflow', 'llmAgentflow_0');
  const edge = {
    id: 'e',
    source: 'startAgentflow_0',
    sourceHandle: 'startAgentflow_0-output-startAgentflow',
    target: 'llmAgentflow_0',
    targetHandle: 'llmAgentflow_0',
  };

  it('gives copies unique ids with matching param and handle ids, offset and selected', () => {
    const out = pasteNodes({ nodes: [llm], edges: [] }, [start, llm]);
    const [copy] = out.nodes;
    expect(copy!.id).toBe('llmAgentflow_1');
    expect(copy!.data.id).toBe('llmAgentflow_1');
    expect(copy!.data.outputAnchors![0]!.id).toBe('llmAgentflow_1-output-llmAgentflow');
    expect(copy!.data.inputParams![0]!.id).toMatch(/^llmAgentflow_1-input-/);
    expect(copy!.position).toEqual({ x: 140, y: 90 });
    expect(copy!.selected).toBe(true);
    expect(llm.data.id).toBe('llmAgentflow_0');
  });

  it('skips a second Start and keeps only edges inside the copy, rewired', () => {
    const out = pasteNodes({ nodes: [start, llm], edges: [edge] }, [start, llm], undefined, {
      single: ['startAgentflow'],
    });
    expect(out.skipped).toEqual(['Start']);
    expect(out.nodes.map((n) => n.id)).toEqual(['llmAgentflow_1']);
    expect(out.edges).toEqual([]);

    const both = pasteNodes({ nodes: [start, llm], edges: [edge] }, [], []);
    expect(both.edges).toHaveLength(1);
    expect(both.edges[0]).toMatchObject({
      source: 'startAgentflow_0',
      target: 'llmAgentflow_0',
      sourceHandle: 'startAgentflow_0-output-startAgentflow',
      targetHandle: 'llmAgentflow_0',
    });
  });

  it('keeps children in a copied container and frees those whose container stays', () => {
    const it0 = node('iterationAgentflow', 'iterationAgentflow_0', { position: { x: 300, y: 300 } });
    const child = node('llmAgentflow', 'llmAgentflow_0', {
      parentId: 'iterationAgentflow_0',
      extent: 'parent',
      position: { x: 10, y: 20 },
    });
    const all = [it0, child];
    const withParent = pasteNodes({ nodes: [it0, child], edges: [] }, all);
    expect(withParent.nodes[1]).toMatchObject({
      parentId: 'iterationAgentflow_1',
      extent: 'parent',
      position: { x: 10, y: 20 },
    });
    const alone = pasteNodes({ nodes: [child], edges: [] }, all);
    expect(alone.nodes[0]!.parentId).toBeUndefined();
    expect(alone.nodes[0]!.extent).toBeUndefined();
    expect(alone.nodes[0]!.position).toEqual({ x: 350, y: 360 });
  });
});
