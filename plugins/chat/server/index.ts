import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { chatbotConfigRoutes } from './chatbotConfigRoutes.ts';
import { feedbackRoutes } from './feedbackRoutes.ts';
import { leadRoutes } from './leadRoutes.ts';
import { messageRoutes } from './messageRoutes.ts';
import { chatMigrations } from './migrations.ts';

export default definePluginServer({
  routes: [...messageRoutes, ...feedbackRoutes, ...leadRoutes, ...chatbotConfigRoutes],
  migrations: chatMigrations,
});
