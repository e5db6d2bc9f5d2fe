import { checkNodeDefinition } from '../../../node-registry/NodeRegistry.ts';
import { checkCredentialDefinition } from './CredentialTypeRegistry.ts';
import type { Plugin } from './types.ts';

/**
 * The schema checks PluginRegistry.register skips with `checkDefinitions: false`: throws the first
 * NODE001 or CRED001 among the plugin's node and credential definitions.
 */
export function checkPluginDefinitions(plugin: Plugin): void {
  for (const def of plugin.nodes ?? []) checkNodeDefinition(plugin.id, def);
  for (const def of plugin.credentials ?? []) checkCredentialDefinition(plugin.id, def);
}
