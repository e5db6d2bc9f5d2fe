import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { flowRoutes } from './flowRoutes.ts';
import { flowMigrations } from './migrations.ts';

export default definePluginServer({ routes: flowRoutes, migrations: [...flowMigrations] });
