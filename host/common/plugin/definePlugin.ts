import validateManifest from '../../../schemas/validators/pluginManifest.js';
import { formatAjvErrors } from '../formatAjvErrors.ts';
import { hostError } from '../errors.ts';
import type { Plugin, PluginManifest } from './types.ts';

/**
 * Declares a plugin. The manifest is checked against schemas/plugin-manifest.schema.json;
 * an invalid one throws PLUGIN001 with the ajv error paths.
 * @example export default definePlugin({ id: 'tools', routes: [...], menuItems: [...] });
 */
export function definePlugin(manifest: PluginManifest): Plugin {
  if (!validateManifest(manifest)) {
    const raw = manifest as { id?: unknown } | null;
    const id = typeof raw?.id === 'string' ? raw.id : '?';
    throw hostError('PLUGIN001', id, formatAjvErrors(validateManifest.errors));
  }
  return Object.freeze({ ...manifest }) as Plugin;
}
