/** One server of the side-by-side bench: its address, API key and what the bench made on it. */
export interface Side {
  name: 'ours' | 'peer' | 'floor';
  url: string;
  key: string;
  /** The server's process id, for its CPU time; 0 when unknown. */
  pid: number;
  flowId?: string;
  /** The flow data of the flows made for the list measure (~12 KB). */
  listFlowData?: string;
  /** Paths of what the bench made there, deleted at the end (the peer keeps its data). */
  made: string[];
}

interface PeerNode {
  data: { name: string; inputs?: Record<string, unknown> };
}

/**
 * The peer's Start -> LLM template with its LLM on ChatOpenAI at `baseURL` with `credentialId`:
 * the same file for both servers, as a user moving in would bring it.
 */
export function peerFlowData(
  template: { nodes: unknown[]; edges: unknown[] },
  credentialId: string,
  baseURL: string,
): { nodes: unknown[]; edges: unknown[] } {
  const nodes = structuredClone(template.nodes) as PeerNode[];
  for (const node of nodes) {
    if (node.data.name !== 'llmAgentflow') continue;
    node.data.inputs = {
      ...node.data.inputs,
      llmModel: 'chatOpenAI',
      llmModelConfig: {
        credential: credentialId,
        FLOWISE_CREDENTIAL_ID: credentialId,
        modelName: 'gpt-4o-mini',
        temperature: 0.9,
        streaming: true,
        basepath: baseURL,
        llmModel: 'chatOpenAI',
      },
    };
  }
  return { nodes, edges: template.edges };
}
