/** What other plugins may use of credentials: a credential's values at run time, workspace-scoped. */
export { resolveCredential } from './server/resolveCredential.ts';
