import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { variableMigrations } from './migrations.ts';
import { variableRoutes } from './variableRoutes.ts';

export default definePluginServer({ routes: variableRoutes, migrations: variableMigrations });
