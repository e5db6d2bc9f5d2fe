import { agentCredentials } from './common/agentCredentials.ts';
import { coreCredentials } from './common/coreCredentials.ts';
import { agentNodes } from './nodes/agentNodes.ts';
import { coreNodes } from './nodes/coreNodes.ts';

/** The chatflow plugin's node and credential types, loaded apart from its manifest (PluginManifest.definitions). */
export const nodes = [...coreNodes, ...agentNodes];
export const credentials = [...coreCredentials, ...agentCredentials];
