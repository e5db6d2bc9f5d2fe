import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { identityMigrations } from './migrations.ts';
import { authRoutes } from './routes/authRoutes.ts';

export default definePluginServer({
  migrations: [...identityMigrations],
  routes: [...authRoutes],
});
