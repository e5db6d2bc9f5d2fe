import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';

/** The node types the ready-made flow is built from. */
export interface ChatFlowDefinitions {
  start: NodeDefinition;
  retriever: NodeDefinition;
  llm: NodeDefinition;
}

/** The name of the ready-made flow of a store (found again by it, so one store gets one flow). */
export const chatWithDocumentsName = (storeName: string) => `Chat with ${storeName}`;

export const RETRIEVER_ID = 'retrieverAgentflow_0';

/** What the model is told: answer from the retrieved passages, and say so when they do not cover it. */
export const SYSTEM_PROMPT = [
  'Answer the question using only the passages below from the document store "{store}".',
  'If they do not contain the answer, say that the documents do not cover it.',
  '',
  'Passages:',
  `{{${RETRIEVER_ID}}}`,
].join('\n');

function node(def: NodeDefinition, id: string, x: number, inputs: Record<string, unknown>): FlowNode {
  const data = createNodeData(def, id);
  return {
    id,
    type: 'agentFlow',
    position: { x, y: 100 },
    data: { ...data, inputs: { ...data.inputs, ...inputs } },
  };
}

function edge(source: FlowNode, target: FlowNode): FlowEdge {
  const sourceHandle = source.data.outputAnchors?.[0]?.id ?? `${source.id}-output-${source.data.name}`;
  return {
    id: `${source.id}-${target.id}`,
    source: source.id,
    target: target.id,
    sourceHandle,
    targetHandle: target.id,
    type: 'agentFlow',
  };
}

/**
 * A retrieval flow over one store: Start (chat input) → Retriever (the store, queried with the
 * question) → LLM (the chosen model, a system prompt holding the passages, memory on). A normal
 * agent flow: the user can open it on the canvas and change it.
 */
export function chatWithDocumentsFlow(
  defs: ChatFlowDefinitions,
  store: { id: string; name: string },
  model: { llmModel: string; llmModelConfig: Record<string, unknown> },
): Flow {
  const start = node(defs.start, 'startAgentflow_0', 0, { startInputType: 'chatInput' });
  const retriever = node(defs.retriever, RETRIEVER_ID, 300, {
    // The peer's option value of a store: "<id>:<name>".
    retrieverKnowledgeDocumentStores: [{ documentStore: `${store.id}:${store.name}` }],
    retrieverQuery: '{{question}}',
    outputFormat: 'text',
  });
  const llm = node(defs.llm, 'llmAgentflow_0', 600, {
    ...model,
    llmMessages: [{ role: 'system', content: SYSTEM_PROMPT.replace('{store}', store.name) }],
    llmEnableMemory: true,
  });
  return { nodes: [start, retriever, llm], edges: [edge(start, retriever), edge(retriever, llm)] };
}
