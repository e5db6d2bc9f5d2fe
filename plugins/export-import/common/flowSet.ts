import type { ExportSet } from './exportTypes.ts';

/**
 * Which export set a flow row belongs to. Spec section 3 splits agent flows: one whose nodes are
 * v2 agentflow nodes (names ending in 'Agentflow', e.g. startAgentflow) goes to AgentFlowV2, the
 * rest of AGENTFLOW and MULTIAGENT to AgentFlow.
 */
export function flowSet(type: string, flowData: string): ExportSet {
  if (type === 'CHATFLOW') return 'ChatFlow';
  if (type === 'ASSISTANT') return 'AssistantFlow';
  if (type === 'AGENTFLOW' && hasV2Nodes(flowData)) return 'AgentFlowV2';
  return 'AgentFlow';
}

function hasV2Nodes(flowData: string): boolean {
  try {
    const parsed = JSON.parse(flowData) as { nodes?: { data?: { name?: unknown } }[] };
    return (parsed.nodes ?? []).some(
      (n) => typeof n?.data?.name === 'string' && n.data.name.endsWith('Agentflow'),
    );
  } catch {
    return false;
  }
}
