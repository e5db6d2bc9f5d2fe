/**
 * A new node id: the node name plus the smallest index from 0 that no node uses yet
 * (llmAgentflow_0, llmAgentflow_1, ...). Ids freed by a deletion are used again.
 */
export function getUniqueNodeId(nodeName: string, nodes: readonly { id: string }[]): string {
  const taken = new Set(nodes.map((n) => n.id));
  let index = 0;
  while (taken.has(`${nodeName}_${index}`)) index += 1;
  return `${nodeName}_${index}`;
}
