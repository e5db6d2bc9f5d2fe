import { checkNodeDefinition } from '../../../node-registry/checkNodeDefinition.ts';
import { checkCredentialDefinition } from './checkCredentialDefinition.ts';
import { checkPluginManifest } from './checkPluginManifest.ts';
import type { Plugin } from './types.ts';

/**
 * The schema checks PluginRegistryBase.register skips with `checkDefinitions: false` or without
 * checks: throws the first PLUGIN001, NODE001 or CRED001 of the plugin's manifest, node and
 * credential definitions.
 */
export function checkPluginDefinitions(plugin: Plugin): void {
  checkPluginManifest(plugin);
  for (const def of plugin.nodes ?? []) checkNodeDefinition(plugin.id, def);
  for (const def of plugin.credentials ?? []) checkCredentialDefinition(plugin.id, def);
}
