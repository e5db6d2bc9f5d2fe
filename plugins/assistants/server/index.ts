import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { assistantRoutes } from './assistantRoutes.ts';
import { componentRoutes } from './componentRoutes.ts';
import { assistantMigrations } from './migrations.ts';

export default definePluginServer({
  routes: [...componentRoutes, ...assistantRoutes],
  migrations: assistantMigrations,
});
