import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { fileRoutes } from './fileRoutes.ts';

export default definePluginServer({ routes: fileRoutes });
