import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import type { InputAnchor, InputParam, NodeDefinition } from '../../../node-registry/types.ts';
import { inputNameOf } from '../common/chatflowGraph.ts';
import { type ParamScope, resolveParam } from './resolveParams.ts';

/** The node's anchors as saved (the peer's flows carry them), else as its definition declares them. */
const anchorsOf = (node: FlowNode, def: NodeDefinition | undefined): InputAnchor[] =>
  node.data.inputAnchors ?? def?.inputAnchors ?? [];

const paramsOf = (node: FlowNode, def: NodeDefinition | undefined): InputParam[] =>
  node.data.inputParams ?? def?.inputs ?? [];

/**
 * What a node's init receives: its params with variables resolved (the definition's defaults for
 * params the saved node lacks) and, under each input anchor's name, what the connected nodes
 * built: an array for list anchors, else the one instance (undefined when nothing is connected).
 */
export function nodeInputs(
  node: FlowNode,
  def: NodeDefinition | undefined,
  flow: Flow,
  built: ReadonlyMap<string, unknown>,
  scope: ParamScope,
): Record<string, unknown> {
  const anchors = anchorsOf(node, def);
  const params = paramsOf(node, def);
  const anchorNames = new Set(anchors.map((a) => a.name));
  const typeOf = new Map(params.map((p) => [p.name, p.type]));
  const inputs: Record<string, unknown> = {};
  for (const p of def?.inputs ?? []) if (p.default !== undefined) inputs[p.name] = p.default;
  for (const [key, value] of Object.entries(node.data.inputs ?? {})) {
    if (anchorNames.has(key)) continue;
    // an unset field is saved as ''; the default then applies
    if ((value === '' || value === undefined || value === null) && key in inputs) continue;
    inputs[key] = resolveParam(value, typeOf.get(key), scope);
  }
  const known = [...anchorNames, ...typeOf.keys()];
  for (const anchor of anchors) {
    const connected = flow.edges
      .filter((e) => e.target === node.id && built.has(e.source) && inputNameOf(e, known) === anchor.name)
      .map((e) => built.get(e.source));
    inputs[anchor.name] = anchor.list ? connected : connected[0];
  }
  return inputs;
}
