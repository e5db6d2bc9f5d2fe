import { checkNodeDefinition } from '../../../node-registry/checkNodeDefinition.ts';
import { checkCredentialDefinition } from './checkCredentialDefinition.ts';
import { checkPluginManifest } from './checkPluginManifest.ts';
import { PluginRegistryBase } from './PluginRegistryBase.ts';

export type { Contributed, DefinitionChecks } from './PluginRegistryBase.ts';

/**
 * The plugin registry that checks every manifest, node and credential definition against its
 * schema as it registers them (the server, tests). The web shell uses PluginRegistryBase and
 * checks once the first page has painted.
 */
export class PluginRegistry extends PluginRegistryBase {
  constructor() {
    super({
      manifest: checkPluginManifest,
      node: checkNodeDefinition,
      credential: checkCredentialDefinition,
    });
  }
}
