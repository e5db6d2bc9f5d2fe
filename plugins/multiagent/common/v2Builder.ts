import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';
import { createNodeData, outputAnchorsFor } from '../../../node-registry/rules/createNodeData.ts';
import { showHideInputParams } from '../../../node-registry/rules/showHideInputParams.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import { v2Text } from './convertExpressions.ts';
import { rowsOf } from './seqState.ts';

export type Lookup = (name: string) => NodeDefinition | undefined;

export const SEQ_TO_V2: Record<string, string> = {
  seqStart: 'startAgentflow',
  seqAgent: 'agentAgentflow',
  seqLLMNode: 'llmAgentflow',
  seqCondition: 'conditionAgentflow',
  seqConditionAgent: 'conditionAgentAgentflow',
  seqLoop: 'loopAgentflow',
  seqCustomFunction: 'customFunctionAgentflow',
  seqExecuteFlow: 'executeFlowAgentflow',
};

/** Nodes v2 needs no counterpart for: their meaning moves into the converted nodes. */
export const ABSORBED = new Set(['seqState', 'seqEnd', 'agentMemory', 'stickyNote']);

export const str = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
export const inputOf = (n: FlowNode, k: string) => str(n.data.inputs?.[k]);

/** Builds a v2 flow node by node (the canvas's own node data), and its edges. */
export class Builder {
  readonly nodes: FlowNode[] = [];
  readonly edges: FlowEdge[] = [];
  private counts = new Map<string, number>();
  constructor(private readonly def: Lookup) {}

  add(
    name: string,
    position: FlowNode['position'],
    inputs: Record<string, unknown>,
    label?: string,
  ): FlowNode {
    const def = this.def(name);
    if (!def) throw new Error(`The agentflow node type '${name}' is not loaded`);
    const n = this.counts.get(name) ?? 0;
    this.counts.set(name, n + 1);
    const id = `${name}_${n}`;
    const data = createNodeData(def, id, 'flow');
    data.inputs = { ...data.inputs, ...inputs };
    data.inputParams = showHideInputParams(data.inputParams ?? [], data.inputs);
    data.outputAnchors = outputAnchorsFor(def, id, data.inputs);
    if (label) data.label = label;
    const node: FlowNode = { id, type: 'agentFlow', position: { ...position }, data, width: 200, height: 70 };
    this.nodes.push(node);
    return node;
  }

  connect(source: FlowNode, target: FlowNode, output?: number): void {
    const handle =
      output === undefined ? source.data.outputAnchors?.[0]?.id : `${source.id}-output-${output}`;
    if (!handle) return;
    this.edges.push({
      id: `${source.id}-${handle}-${target.id}-${target.id}`,
      source: source.id,
      sourceHandle: handle,
      target: target.id,
      targetHandle: target.id,
      type: 'agentFlow',
      data: { isHumanInput: false, ...(output !== undefined ? { edgeLabel: String(output) } : {}) },
    });
  }
}

/** The chat model node connected into a node's model anchor, as a v2 model choice and its config. */
export function modelOf(
  flow: Flow,
  node: FlowNode | undefined,
): { model: string; config: Record<string, unknown> } | undefined {
  if (!node) return undefined;
  const edge = flow.edges.find(
    (e) => e.target === node.id && str(e.targetHandle).startsWith(`${node.id}-input-model-`),
  );
  const chat = edge && flow.nodes.find((n) => n.id === edge.source);
  if (!chat) return undefined;
  const credential = chat.data.credential ?? chat.data.inputs?.FLOWISE_CREDENTIAL_ID;
  return {
    model: chat.data.name,
    config: { ...(chat.data.inputs ?? {}), ...(credential ? { credential } : {}) },
  };
}

export const sources = (flow: Flow, node: FlowNode, anchor: string) =>
  flow.edges
    .filter((e) => e.target === node.id && str(e.targetHandle).startsWith(`${node.id}-input-${anchor}-`))
    .map((e) => flow.nodes.find((n) => n.id === e.source))
    .filter((n): n is FlowNode => !!n);

/** Update State rows ({key, value}) with the v1 references written as v2 variables. */
export const updateRows = (node: FlowNode) =>
  rowsOf<{ key?: unknown; value?: unknown }>(node.data.inputs?.updateStateMemoryUI)
    .filter((r) => str(r.key))
    .map((r) => ({ key: str(r.key), value: v2Text(str(r.value)) }));
