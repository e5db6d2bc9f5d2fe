import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import { chatflowDefinition } from './componentCatalogue.ts';

export interface TestNode {
  id: string;
  name: string;
  inputs?: Record<string, unknown>;
  credential?: string;
  /** The chosen output of nodes that have several (outputPrediction, EndingNode...). */
  output?: string;
}

/**
 * A chatflow as the canvas saves it, from node names and `[source, target, input]` edges: each
 * node gets its definition's anchors and params, the edges the peer's handle ids.
 */
export function testFlow(nodes: TestNode[], edges: [string, string, string][]): Flow {
  const flowNodes: FlowNode[] = nodes.map((n) => {
    const def = chatflowDefinition(n.name);
    if (!def) throw new Error(`no definition for ${n.name}`);
    return {
      id: n.id,
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: {
        id: n.id,
        name: n.name,
        label: def.label,
        version: def.version,
        category: def.category,
        inputAnchors: (def.inputAnchors ?? []).map((a) => ({
          ...a,
          id: `${n.id}-input-${a.name}-${a.type}`,
        })),
        inputParams: def.inputs.map((p) => ({ ...p, id: `${n.id}-input-${p.name}-${p.type}` })),
        inputs: n.inputs ?? {},
        outputs: n.output ? { output: n.output } : {},
        ...(n.credential ? { credential: n.credential } : {}),
      },
    };
  });
  const byId = new Map(flowNodes.map((n) => [n.id, n]));
  return {
    nodes: flowNodes,
    edges: edges.map(([source, target, input]) => {
      const anchor = byId.get(target)?.data.inputAnchors?.find((a) => a.name === input);
      const type = anchor?.type ?? 'string';
      return {
        id: `${source}-${target}-${input}`,
        source,
        target,
        sourceHandle: `${source}-output-${byId.get(source)?.data.name}-X`,
        targetHandle: `${target}-input-${input}-${type}`,
      };
    }),
  };
}
