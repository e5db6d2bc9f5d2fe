import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { logRoutes } from './logRoutes.ts';

export default definePluginServer({ routes: logRoutes });
