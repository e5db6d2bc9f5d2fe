/**
 * What other plugins may use of API keys (server side): the permissions a request's caller (key
 * or session) holds, the key check of a flow bound to a key, and the key half of the access
 * policy that identity composes with sessions.
 */
export { callerPermissions } from './server/requestApiKey.ts';
export { requireFlowApiKey } from './server/requireFlowApiKey.ts';
export { apiKeyPolicy, type CreatorPermissions, type KeyFeatures } from './server/apiKeyPolicy.ts';
export { type ApiKeysImport, type ImportedApiKey, importApiKeys } from './server/importApiKeys.ts';
