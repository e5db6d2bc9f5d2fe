import type { Flow, FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { createNodeData } from '../../node-registry/rules/createNodeData.ts';
import type { NodeDefinition } from '../../node-registry/types.ts';

/**
 * A flow of `nodeCount` nodes in a grid (LLM, Agent and Custom Function in turn, a Start first)
 * with `edgeCount` forward edges: a chain through all nodes, then extra edges that skip ahead, so
 * the graph stays acyclic like a real flow.
 */
export function generateFlow(defs: readonly NodeDefinition[], nodeCount: number, edgeCount: number): Flow {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const kinds = ['llmAgentflow', 'agentAgentflow', 'customFunctionAgentflow'];
  const nodes: FlowNode[] = [];
  const columns = Math.max(1, Math.ceil(Math.sqrt(nodeCount * 2)));
  for (let i = 0; i < nodeCount; i += 1) {
    const name = i === 0 ? 'startAgentflow' : (kinds[i % kinds.length] as string);
    const def = byName.get(name);
    if (!def) throw new Error(`no definition ${name}`);
    const id = `${name}_${i}`;
    nodes.push({
      id,
      type: 'agentFlow',
      position: { x: (i % columns) * 260, y: Math.floor(i / columns) * 140 },
      data: createNodeData(def, id),
    });
  }
  const edges: FlowEdge[] = [];
  const link = (a: FlowNode, b: FlowNode) => {
    const sourceHandle = a.data.outputAnchors?.[0]?.id ?? null;
    edges.push({
      id: `${a.id}-${sourceHandle}-${b.id}-${b.id}`,
      source: a.id,
      target: b.id,
      sourceHandle,
      targetHandle: b.id,
      type: 'agentFlow',
      data: { sourceColor: a.data.color, targetColor: b.data.color },
    });
  };
  for (let i = 1; i < nodeCount && edges.length < edgeCount; i += 1)
    link(nodes[i - 1] as FlowNode, nodes[i] as FlowNode);
  for (let skip = 2; edges.length < edgeCount && skip < nodeCount; skip += 1) {
    for (let i = 0; i + skip < nodeCount && edges.length < edgeCount; i += skip + 1) {
      link(nodes[i] as FlowNode, nodes[i + skip] as FlowNode);
    }
  }
  return { nodes, edges };
}
