/** The `action` a paused run hands to the chat clients (the peer's approve/reject buttons). */
export interface HumanAction {
  id: string;
  mapping: { approve: string; reject: string };
  elements: { type: string; label: string }[];
  data: { nodeId: string; nodeLabel: string; input: unknown; description: string };
}

export function humanAction(
  nodeId: string,
  nodeLabel: string,
  description: string,
  input: unknown,
): HumanAction {
  return {
    id: crypto.randomUUID(),
    mapping: { approve: 'Proceed', reject: 'Reject' },
    elements: [
      { type: 'agentflowv2-approve-button', label: 'Proceed' },
      { type: 'agentflowv2-reject-button', label: 'Reject' },
    ],
    data: { nodeId, nodeLabel, input, description },
  };
}
