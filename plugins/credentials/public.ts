/**
 * What other plugins may use of credentials (server side): a credential's values at run time,
 * workspace-scoped, and the sealing other secrets at rest share (SSO client secrets).
 */
export { resolveCredential } from './server/resolveCredential.ts';
export { usableCredentialIds } from './server/credentialSharing.ts';
export { openCredentialData, sealCredentialData } from './server/credentialCipher.ts';
export { credentialKeyFor } from './server/credentialKeyFor.ts';
export {
  type CredentialsImport,
  type ImportedCredential,
  importCredentials,
} from './server/importCredentials.ts';
