import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { componentsCredentialsRoutes } from './componentsCredentialsRoutes.ts';
import { parseKey } from './credentialKey.ts';
import { credentialRoutes } from './credentialRoutes.ts';
import { credentialMigrations } from './migrations.ts';
import { oauth2Routes } from './oauth2/oauth2Routes.ts';

// A malformed CREDENTIAL_KEY stops the server at start with a clear message rather than at the
// first credential request. (A missing key file is generated on first use.)
const envKey = process.env.CREDENTIAL_KEY;
if (envKey?.trim() && !parseKey(envKey)) {
  throw new Error(
    'CREDENTIAL_KEY is invalid: expected 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
  );
}

export default definePluginServer({
  routes: [...credentialRoutes, ...componentsCredentialsRoutes, ...oauth2Routes],
  migrations: credentialMigrations,
});
