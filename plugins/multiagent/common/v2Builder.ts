import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import { v2Text } from './convertExpressions.ts';
import { rowsOf } from './seqState.ts';

export type { DefinitionLookup as Lookup } from '../../../node-registry/rules/flowBuilder.ts';

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

/** The v2 flow builder is node-registry's (the templates build with it too). */
export { FlowBuilder as Builder } from '../../../node-registry/rules/flowBuilder.ts';

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
