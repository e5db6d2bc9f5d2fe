import { checkNodeDefinition } from '../../../node-registry/checkNodeDefinition.ts';
import { checkCredentialDefinition } from './checkCredentialDefinition.ts';
import { checkPluginManifest } from './checkPluginManifest.ts';
import type { Plugin, PluginDefinitions } from './types.ts';

/**
 * The schema checks PluginRegistryBase.register skips with `checkDefinitions: false` or without
 * checks: throws the first PLUGIN001, NODE001 or CRED001 of the plugin's manifest and of the node
 * and credential definitions its loader brought (registry.definitionsOf).
 */
export function checkPluginDefinitions(plugin: Plugin, definitions: PluginDefinitions = {}): void {
  checkPluginManifest(plugin);
  for (const def of definitions.nodes ?? []) checkNodeDefinition(plugin.id, def);
  for (const def of definitions.credentials ?? []) checkCredentialDefinition(plugin.id, def);
}
