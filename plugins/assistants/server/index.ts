import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { assistantRoutes } from './assistantRoutes.ts';
import { componentRoutes } from './componentRoutes.ts';
import { assistantMigrations } from './migrations.ts';
import { vendorStoreRoutes } from './vendorStoreRoutes.ts';
import { openAIAssistantExecutor } from '../nodes/openAIAssistant/executor.ts';

export default definePluginServer({
  routes: [...componentRoutes, ...assistantRoutes, ...vendorStoreRoutes],
  migrations: assistantMigrations,
  executors: { openAIAssistantAgentflow: openAIAssistantExecutor },
});
