import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { jobRoutes } from './jobRoutes.ts';
import { documentStoreMigrations } from './migrations.ts';
import { storeRoutes } from './storeRoutes.ts';
import { vectorMigrations } from './vectors/vectorMigrations.ts';
import { vectorRoutes } from './vectorRoutes.ts';
import './tables.ts';

export default definePluginServer({
  routes: [...storeRoutes, ...jobRoutes, ...vectorRoutes],
  migrations: [...documentStoreMigrations, ...vectorMigrations],
});
