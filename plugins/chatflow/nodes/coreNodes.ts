import type { NodeDefinition } from '../../../node-registry/types.ts';

/** Node definitions of models, memory, prompts, output parsers, chains and engines. */
export const coreNodes: NodeDefinition[] = [];
