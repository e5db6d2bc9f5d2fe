import type { FlowNode } from '../flow.ts';
import type { InputAnchor, InputParam, NodeDefinition, OutputAnchor } from '../types.ts';

/** The base classes an output handle id names after `${nodeId}-output-${name}-`. */
const classesOf = (anchor: OutputAnchor, nodeId: string) =>
  (anchor.id ?? '').slice(`${nodeId}-output-${anchor.name}-`.length).split('|');

/**
 * The definition a saved peer chatflow node was made from, as a plugin writes one: params and
 * anchors without instance ids, declared outputs only where the node offers a choice or a named
 * output. For tests and benchmarks that need typed definitions without the node catalogue.
 */
export function definitionFromSavedNode(node: FlowNode): NodeDefinition {
  const d = node.data;
  const strip = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest;
  const [first] = d.outputAnchors ?? [];
  let outputs: OutputAnchor[] | undefined;
  if (first?.type === 'options') {
    outputs = (first.options ?? []).map((o) => ({
      name: o.name,
      label: o.label,
      baseClasses: classesOf(o, node.id),
    }));
  } else if (first && first.name !== d.name) {
    outputs = [{ name: first.name, label: first.label, baseClasses: classesOf(first, node.id) }];
  }
  return {
    name: d.name,
    label: d.label,
    version: d.version ?? 1,
    type: d.type ?? d.name,
    category: d.category ?? 'Test',
    icon: 'Box24Regular',
    color: typeof d.color === 'string' ? d.color : '#9fb4d9',
    description: d.description ?? '',
    baseClasses: d.baseClasses ?? [],
    inputs: (d.inputParams ?? [])
      .filter((p) => (p.type as string) !== 'credential')
      .map((p) => strip(p) as InputParam),
    inputAnchors: (d.inputAnchors ?? []).map((a) => strip(a) as InputAnchor),
    ...(outputs ? { outputs } : {}),
  };
}
