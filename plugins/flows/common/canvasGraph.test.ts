import { describe, expect, it } from 'vitest';
import { normalizeFlow } from '../../../node-registry/normalizeFlow.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import { emptyBase, fromCanvasGraph, toCanvasGraph, UNKNOWN_NODE_TYPE } from './canvasGraph.ts';

const templates = import.meta.glob<string>(
  '../../../../shared/fixtures/flowise-templates/agentflowsv2/*.json',
  { query: '?raw', import: 'default', eager: true },
);
const entries = Object.entries(templates).map(([p, text]) => [p.split('/').pop() ?? p, text] as const);
const names = new Set(agentflowNodes.map((d) => d.name));
const known = (name: string) => names.has(name);

describe('toCanvasGraph / fromCanvasGraph', () => {
  it('has all 7 peer templates', () => {
    expect(entries.length).toBe(7);
  });

  it.each(entries)('%s saves back exactly as loaded', (_name, text) => {
    const flow = normalizeFlow(text);
    const { graph, base } = toCanvasGraph(flow, known);
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(flow.nodes.map((n) => n.id).sort());
    expect(graph.nodes.every((n) => n.type !== UNKNOWN_NODE_TYPE)).toBe(true);
    const saved = fromCanvasGraph(structuredClone(graph), base);
    expect(saved).toEqual(flow);
  });

  it('puts Iteration children inside their container and keeps its size', () => {
    const [, text] = entries.find(([n]) => n === 'Iterations.json')!;
    const { graph } = toCanvasGraph(normalizeFlow(text), known);
    const iteration = graph.nodes.find((n) => n.type === 'iteration')!;
    expect(iteration.width).toBe(481);
    expect(iteration.height).toBe(250);
    const children = graph.nodes.filter((n) => n.parentId === iteration.id);
    expect(children.length).toBe(2);
    expect(children.every((c) => c.extent === 'parent')).toBe(true);
    const ids = graph.nodes.map((n) => n.id);
    for (const c of children) expect(ids.indexOf(c.id)).toBeGreaterThan(ids.indexOf(iteration.id));
  });

  it('draws unknown types as the placeholder and saves their own type back', () => {
    const flow = normalizeFlow({
      nodes: [
        { id: 'x_0', type: 'customNode', position: { x: 1, y: 2 }, data: { name: 'chatOpenAI', label: 'X' } },
        { id: 'y_0', type: 'agentFlow', position: { x: 3, y: 4 }, data: { name: 'madeUp', label: 'Y' } },
      ],
      edges: [],
    });
    const { graph, base } = toCanvasGraph(flow, known);
    expect(graph.nodes.map((n) => n.type)).toEqual([UNKNOWN_NODE_TYPE, UNKNOWN_NODE_TYPE]);
    expect(fromCanvasGraph(graph, base).nodes.map((n) => n.type)).toEqual(['customNode', 'agentFlow']);
  });

  it('saves moves, re-parenting, resizes, new nodes and the viewport', () => {
    const [, text] = entries.find(([n]) => n === 'Iterations.json')!;
    const flow = normalizeFlow(text);
    const { graph, base } = toCanvasGraph(flow, known);
    const child = graph.nodes.find((n) => n.parentId)!;
    const iteration = graph.nodes.find((n) => n.type === 'iteration')!;
    child.position = { x: 5, y: 6 };
    iteration.width = 600;
    iteration.height = 300;
    const moved = fromCanvasGraph(graph, base, { x: 1, y: 2, zoom: 0.5 });
    const savedChild = moved.nodes.find((n) => n.id === child.id)!;
    expect(savedChild.position).toEqual({ x: 5, y: 6 });
    expect(savedChild.parentNode).toBe(iteration.id);
    expect(savedChild.positionAbsolute).toEqual({ x: iteration.position.x + 5, y: iteration.position.y + 6 });
    const savedIteration = moved.nodes.find((n) => n.id === iteration.id)!;
    expect(savedIteration.style).toEqual({ width: 600, height: 300 });
    expect(moved.viewport).toEqual({ x: 1, y: 2, zoom: 0.5 });

    delete child.parentId;
    delete child.extent;
    const detached = fromCanvasGraph(graph, base).nodes.find((n) => n.id === child.id)!;
    expect(detached.parentNode).toBeUndefined();
    expect(detached.extent).toBeUndefined();

    const fresh = fromCanvasGraph(
      {
        nodes: [
          {
            id: 'a_0',
            type: 'agentFlow',
            position: { x: 0, y: 0 },
            data: { id: 'a_0', name: 'a', label: 'A' },
          },
        ],
        edges: [
          { id: 'e', source: 'a_0', target: 'b_0', sourceHandle: 'h', targetHandle: 'b_0', selected: true },
        ],
      },
      emptyBase(),
    );
    expect(fresh.nodes[0]).toEqual({
      id: 'a_0',
      type: 'agentFlow',
      position: { x: 0, y: 0 },
      data: { id: 'a_0', name: 'a', label: 'A' },
    });
    expect(fresh.edges[0]).toEqual({
      id: 'e',
      source: 'a_0',
      target: 'b_0',
      sourceHandle: 'h',
      targetHandle: 'b_0',
    });
  });
});
