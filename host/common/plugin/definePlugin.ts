import type { Plugin, PluginManifest } from './types.ts';

/**
 * Declares a plugin. The manifest is checked against schemas/plugin-manifest.schema.json when it
 * registers (PLUGIN001 with the ajv error paths; checkPluginManifest), not here: the web shell's
 * first page then loads no validator.
 * @example export default definePlugin({ id: 'tools', routes: [...], menuItems: [...] });
 */
export function definePlugin(manifest: PluginManifest): Plugin {
  return Object.freeze({ ...manifest }) as Plugin;
}
