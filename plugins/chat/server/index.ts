import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { attachmentRoutes } from './attachmentRoutes.ts';
import { chatbotConfigRoutes } from './chatbotConfigRoutes.ts';
import { chatFileSource } from './chatFileSource.ts';
import { preflightRoute } from './chatCors.ts';
import { feedbackRoutes } from './feedbackRoutes.ts';
import { leadRoutes } from './leadRoutes.ts';
import { messageRoutes } from './messageRoutes.ts';
import { chatMigrations } from './migrations.ts';

export default definePluginServer({
  routes: [
    ...messageRoutes,
    ...feedbackRoutes,
    ...leadRoutes,
    ...chatbotConfigRoutes,
    ...attachmentRoutes,
    // Preflights of the JSON calls the embed widget makes from other sites.
    preflightRoute('/feedback/:id'),
    preflightRoute('/leads'),
  ],
  migrations: chatMigrations,
  fileSources: [chatFileSource],
});
