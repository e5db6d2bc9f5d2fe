/** The built-in tools' credential types, loaded apart from the manifest (PluginManifest.definitions). */
export { toolCredentials as credentials } from './common/toolCredentials.ts';
