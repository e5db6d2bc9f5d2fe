import type { ChatflowComponent } from './componentTypes.ts';

/** Models, memory, prompts, output parsers, chains and engines, keyed by peer node name. */
export const coreComponents: Record<string, ChatflowComponent> = {};
