import type { NodeDefinition } from '../../../node-registry/types.ts';

/** Node definitions of agents, tools, retrieval, vector stores, loaders and splitters. */
export const agentNodes: NodeDefinition[] = [];
