import type { Flow, FlowNode } from '../flow.ts';
import type { NodeDefinition } from '../types.ts';
import { routeName } from './routeName.ts';

export interface AnchoredNode {
  id: string;
  name: string;
  inputs?: Record<string, unknown>;
  credential?: string;
  /** A condition's routes (output labels), drawn as the peer draws them: one anchor each, plus End. */
  routes?: string[];
}

/**
 * A chatflow or multi-agent flow as the peer's canvas saves it, from node names and `[source,
 * target, input, route?]` edges: params and anchors with the peer's handle ids, typed outputs from
 * each definition's base classes, conditions with one output per route. `definition` looks names
 * up in the chatflow and multi-agent catalogues. Used by tests and the built-in templates.
 */
export function anchoredFlow(
  definition: (name: string) => NodeDefinition | undefined,
  nodes: AnchoredNode[],
  edges: ([string, string, string] | [string, string, string, string])[],
): Flow {
  const flowNodes: FlowNode[] = nodes.map((n, i) => {
    const def = definition(n.name);
    if (!def) throw new Error(`no definition for ${n.name}`);
    const routes = n.routes ? [...n.routes, 'End'] : undefined;
    return {
      id: n.id,
      type: 'customNode',
      position: { x: 360 * (i % 5), y: 560 * Math.floor(i / 5) },
      width: 300,
      height: 400,
      data: {
        id: n.id,
        name: n.name,
        label: def.label,
        version: def.version,
        type: def.type,
        category: def.category,
        baseClasses: def.baseClasses,
        inputAnchors: (def.inputAnchors ?? []).map((a) => ({
          ...a,
          id: `${n.id}-input-${a.name}-${a.type}`,
        })),
        inputParams: def.inputs.map((p) => ({ ...p, id: `${n.id}-input-${p.name}-${p.type}` })),
        inputs: n.inputs ?? {},
        outputAnchors: routes
          ? [
              {
                name: 'output',
                label: 'Output',
                type: 'options',
                options: routes.map((r) => ({
                  id: `${n.id}-output-${routeName(r)}-Condition`,
                  name: routeName(r),
                  label: r,
                  type: 'Condition',
                  isAnchor: true,
                })),
                default: 'next',
              },
            ]
          : def.hideOutput
            ? []
            : [
                {
                  id: `${n.id}-output-${n.name}-${def.baseClasses.join('|')}`,
                  name: n.name,
                  label: def.type,
                  type: def.baseClasses.join(' | '),
                },
              ],
        outputs: routes ? { output: 'next' } : {},
        ...(n.credential ? { credential: n.credential } : {}),
      },
    } as FlowNode;
  });
  const byId = new Map(flowNodes.map((n) => [n.id, n]));
  return {
    nodes: flowNodes,
    edges: edges.map(([source, target, input, route]) => {
      const anchor = byId.get(target)?.data.inputAnchors?.find((a) => a.name === input);
      if (!anchor) throw new Error(`${target} has no input anchor ${input}`);
      const src = byId.get(source)!;
      const sourceHandle = route
        ? `${source}-output-${routeName(route)}-Condition`
        : (src.data.outputAnchors?.[0]?.id ?? `${source}-output-${src.data.name}`);
      return {
        id: `${source}-${target}-${input}${route ? `-${routeName(route)}` : ''}`,
        source,
        target,
        type: 'buttonedge',
        sourceHandle,
        targetHandle: anchor.id!,
      };
    }),
  };
}
