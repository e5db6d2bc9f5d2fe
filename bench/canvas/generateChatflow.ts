import type { Flow, FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { createNodeData } from '../../node-registry/rules/createNodeData.ts';
import type { NodeDefinition } from '../../node-registry/types.ts';

/** The peer's templates' building blocks, in turn: model and memory feed a chain, a prompt another. */
const KINDS = ['chatOpenAI', 'bufferMemory', 'conversationChain', 'promptTemplate', 'llmChain', 'calculator'];

/**
 * A chatflow of `nodeCount` typed nodes in a grid with `edgeCount` forward edges, each from a
 * node's output to a later node's input anchor (types are not matched: the canvas draws any edge
 * between existing handles, and the bench measures drawing, not the rule).
 */
export function generateChatflow(
  defs: readonly NodeDefinition[],
  nodeCount: number,
  edgeCount: number,
): Flow {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const nodes: FlowNode[] = [];
  // Wider than tall, like the canvas: Fit View at the least zoom then shows every node.
  const columns = Math.max(1, Math.ceil(Math.sqrt(nodeCount * 1.8)));
  for (let i = 0; i < nodeCount; i += 1) {
    const name = KINDS[i % KINDS.length] as string;
    const def = byName.get(name);
    if (!def) throw new Error(`no definition ${name}`);
    const id = `${name}_${i}`;
    nodes.push({
      id,
      type: 'customNode',
      position: { x: (i % columns) * 340, y: Math.floor(i / columns) * 460 },
      data: createNodeData(def, id, 'typed'),
    });
  }
  const edges: FlowEdge[] = [];
  const outOf = (n: FlowNode) => {
    const [a] = n.data.outputAnchors ?? [];
    return a?.type === 'options' ? a.options?.[0]?.id : a?.id;
  };
  const link = (a: FlowNode, b: FlowNode, slot: number) => {
    const anchors = b.data.inputAnchors ?? [];
    const target = anchors[slot % Math.max(1, anchors.length)]?.id;
    const source = outOf(a);
    if (!target || !source) return;
    const id = `${a.id}-${source}-${b.id}-${target}`;
    if (edges.some((e) => e.id === id)) return;
    edges.push({
      id,
      source: a.id,
      target: b.id,
      sourceHandle: source,
      targetHandle: target,
      type: 'buttonedge',
    });
  };
  for (let skip = 1; edges.length < edgeCount && skip < nodeCount; skip += 1) {
    for (let i = 0; i + skip < nodeCount && edges.length < edgeCount; i += 1) {
      link(nodes[i] as FlowNode, nodes[i + skip] as FlowNode, skip);
    }
  }
  return { nodes, edges };
}
