import type { FlowType } from './flowTypes.ts';

const LABELS: Record<FlowType, string> = {
  AGENTFLOW: 'Agentflow',
  CHATFLOW: 'Chatflow',
  MULTIAGENT: 'Multi-agent flow',
  ASSISTANT: 'Assistant',
};

/** How a flow type reads in a sentence ('Delete Agentflow "Support"?'). */
export function flowTypeLabel(type: FlowType): string {
  return LABELS[type];
}
