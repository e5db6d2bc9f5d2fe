import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { onSessionEnd } from '../../identity/public.ts';
import { ssoMigrations } from './migrations.ts';
import { ssoConfigRoutes } from './ssoConfigRoutes.ts';
import { ssoLoginRoutes } from './ssoLoginRoutes.ts';
import { ssoLogoutRoutes } from './ssoLogoutRoutes.ts';
import { ssoSessionEnd } from './ssoSessionStore.ts';

// Logging out of a session signed in through SSO also ends it at the provider, where it can.
onSessionEnd('sso', ssoSessionEnd);

export default definePluginServer({
  migrations: [...ssoMigrations],
  routes: [...ssoConfigRoutes, ...ssoLoginRoutes, ...ssoLogoutRoutes],
  // Client secrets are sealed with the credential key, bound to the provider's id.
  sealedColumns: [
    { table: 'sso_provider', boundTo: 'id', data: 'secret_data', iv: 'secret_iv', tag: 'secret_tag' },
  ],
});
