import type { FlowType } from './flowTypes.ts';

export type FlowAction = 'view' | 'create' | 'update' | 'delete' | 'duplicate' | 'export' | 'import';

/** The permission family of a flow type (spec section 6 names). */
export function permissionFamily(type: FlowType): 'agentflows' | 'chatflows' | 'assistants' {
  if (type === 'AGENTFLOW' || type === 'MULTIAGENT') return 'agentflows';
  if (type === 'ASSISTANT') return 'assistants';
  return 'chatflows';
}

/** The permission a web control for `action` on flows of `type` needs, e.g. 'agentflows:delete'. */
export function flowPermission(type: FlowType, action: FlowAction): string {
  return `${permissionFamily(type)}:${action}`;
}

/**
 * The server's route permissions. One table serves every type, so each route accepts the chat
 * and agent variants (any-of, comma separated), like the peer.
 */
export const FLOW_ROUTE_PERMISSIONS = {
  list: 'chatflows:view,chatflows:update,agentflows:view,agentflows:update',
  read: 'chatflows:view,chatflows:update,chatflows:delete,agentflows:view,agentflows:update,agentflows:delete',
  create:
    'chatflows:create,chatflows:update,chatflows:import,agentflows:create,agentflows:update,agentflows:import',
  update: 'chatflows:create,chatflows:update,agentflows:create,agentflows:update',
  delete: 'chatflows:delete,agentflows:delete,assistants:delete',
  duplicate: 'chatflows:duplicate,agentflows:duplicate',
  export: 'chatflows:export,agentflows:export',
} as const;
