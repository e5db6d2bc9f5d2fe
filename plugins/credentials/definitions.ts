/** The common credential types, loaded apart from the manifest (PluginManifest.definitions). */
export { builtinCredentialTypes as credentials } from './common/builtinCredentialTypes.ts';
