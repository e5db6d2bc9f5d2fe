import type { NodeDefinition } from '../../node-registry/types.ts';
import openAIAssistant from './nodes/openAIAssistant/node.json';

/** The assistants plugin's node type, loaded apart from its manifest (PluginManifest.definitions). */
export const nodes = [openAIAssistant as unknown as NodeDefinition];
