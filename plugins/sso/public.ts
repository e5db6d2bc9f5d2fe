/**
 * What the sso plugin offers other plugins on the server: the peer database import brings the
 * other product's sign-in providers in through importSsoProviders (secrets sealed as the SSO
 * Config page seals them).
 */
export {
  type ImportedSsoProvider,
  importSsoProviders,
  type SsoProvidersImport,
} from './server/importSsoProviders.ts';
