import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { executionRoutes } from './executionRoutes.ts';
import { executionMigrations } from './migrations.ts';

export default definePluginServer({ routes: executionRoutes, migrations: [...executionMigrations] });
