import type { ChatflowComponent } from './componentTypes.ts';

/** Agents, tools, retrieval, vector stores, loaders and splitters, keyed by peer node name. */
export const agentComponents: Record<string, ChatflowComponent> = {};
