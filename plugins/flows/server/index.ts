import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { flowMigrations } from './migrations.ts';

export default definePluginServer({ migrations: [...flowMigrations] });
