import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { ssoMigrations } from './migrations.ts';
import { ssoConfigRoutes } from './ssoConfigRoutes.ts';
import { ssoLoginRoutes } from './ssoLoginRoutes.ts';

export default definePluginServer({
  migrations: [...ssoMigrations],
  routes: [...ssoConfigRoutes, ...ssoLoginRoutes],
});
