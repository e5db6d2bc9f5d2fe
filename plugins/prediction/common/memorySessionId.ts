import type { Flow } from '../../../node-registry/flow.ts';

/**
 * The session a chatflow's memory node names in its Session Id input (the peer's way of sharing
 * one memory across chats): the run's session when the request's overrideConfig gives none.
 */
export function memorySessionId(flow: Pick<Flow, 'nodes'>): string | undefined {
  for (const node of flow.nodes) {
    if (node.data.category !== 'Memory') continue;
    const value = node.data.inputs?.sessionId;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
