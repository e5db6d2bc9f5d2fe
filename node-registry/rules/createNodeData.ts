import type { FlowNodeData } from '../flow.ts';
import type { InputParam, NodeDefinition, OutputAnchor } from '../types.ts';
import { regenerateConditionOutputs } from './regenerateConditionOutputs.ts';
import { inputsWithDefaults, showHideInputParams } from './showHideInputParams.ts';
import { typedOutputAnchors } from './typedOutputAnchors.ts';

/**
 * How a kind's nodes connect: 'typed' anchors per type (chatflows) or 'flow' handles (agentflow
 * v2). Mirrors FlowKindContribution.anchors, which node-registry does not import.
 */
export type AnchorStyle = 'typed' | 'flow';

/**
 * Output anchors of a new node. One output: `${id}-output-${name}`. Several fixed outputs (Human
 * Input's proceed and reject): `${id}-output-${index}`, the index the engine's branches use.
 * Row outputs (Condition, Condition Agent): built from the rows.
 */
export function outputAnchorsFor(
  def: NodeDefinition,
  id: string,
  inputs: Record<string, unknown>,
): OutputAnchor[] {
  if (def.hideOutput) return [];
  if (def.rowOutputs) {
    const node = { id, position: { x: 0, y: 0 }, data: { id, name: def.name, label: def.label, inputs } };
    return regenerateConditionOutputs(node, [], def.rowOutputs).outputAnchors;
  }
  const outputs = def.outputs?.length ? def.outputs : [{ label: def.label, name: def.name }];
  if (outputs.length === 1) {
    const [only] = outputs as [OutputAnchor];
    return [{ ...only, id: `${id}-output-${only.name}` }];
  }
  return outputs.map((o, i) => ({ ...o, id: `${id}-output-${i}` }));
}

function withIds(params: readonly InputParam[], id: string): InputParam[] {
  return params.map((p) => ({ ...p, id: `${id}-input-${p.name}-${p.type}` }));
}

/**
 * The data of a node dropped on the canvas: inputs at their defaults, params with ids and display.
 * Anchor ids follow the peer's: input anchors and params `${id}-input-${name}-${type}`, typed
 * outputs `${id}-output-${name}-${baseClasses.join('|')}` (typedOutputAnchors).
 */
export function createNodeData(def: NodeDefinition, id: string, anchors: AnchorStyle = 'flow'): FlowNodeData {
  const inputs = structuredClone(inputsWithDefaults(def.inputs, {}));
  for (const p of def.inputs) if (!(p.name in inputs)) inputs[p.name] = '';
  const out =
    anchors === 'typed'
      ? typedOutputAnchors(def, id)
      : { outputAnchors: outputAnchorsFor(def, id, inputs), outputs: {} };
  return {
    id,
    label: def.label,
    version: def.version,
    name: def.name,
    type: def.type,
    color: def.color,
    ...(def.hideInput ? { hideInput: true } : {}),
    ...(def.hideOutput ? { hideOutput: true } : {}),
    baseClasses: [...def.baseClasses],
    category: def.category,
    description: def.description,
    inputParams: showHideInputParams(withIds(def.inputs, id), inputs),
    inputAnchors: (def.inputAnchors ?? []).map((a) => ({ ...a, id: `${id}-input-${a.name}-${a.type}` })),
    inputs,
    outputAnchors: out.outputAnchors,
    outputs: out.outputs,
    selected: false,
  };
}
