/** What other plugins may use of API keys: the permissions a request's caller (key or session) holds. */
export { callerPermissions } from './server/requestApiKey.ts';
