/** The multi-agent plugin's node types, loaded apart from its manifest (PluginManifest.definitions). */
export { multiagentNodes as nodes } from './nodes/multiagentNodes.ts';
