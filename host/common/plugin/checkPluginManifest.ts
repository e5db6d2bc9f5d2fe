import validateManifest from '../../../schemas/validators/pluginManifest.js';
import { formatAjvErrors } from '../formatAjvErrors.ts';
import { hostError } from '../errors.ts';
import type { PluginManifest } from './types.ts';

/** Throws PLUGIN001 with the ajv error paths when `manifest` does not match schemas/plugin-manifest.schema.json. */
export function checkPluginManifest(manifest: PluginManifest): void {
  if (validateManifest(manifest)) return;
  const raw = manifest as { id?: unknown } | null;
  const id = typeof raw?.id === 'string' ? raw.id : '?';
  throw hostError('PLUGIN001', id, formatAjvErrors(validateManifest.errors));
}
