import type { Plugin, PluginDefinitions } from './types.ts';

/**
 * The node and credential definitions of `plugins` (their manifests' `definitions` loaders), in
 * order, for code that reads them without a registry: tests, and a route's preload starting the
 * loads of a page that needs them (a dynamic import loads once, so the registry's load reuses it).
 */
export function pluginDefinitions(
  plugins: readonly Plugin[],
): Promise<(PluginDefinitions & { plugin: Plugin })[]> {
  return Promise.all(plugins.map(async (plugin) => ({ plugin, ...(await plugin.definitions?.()) })));
}
