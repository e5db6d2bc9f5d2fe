import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { flowiseImportRoutes } from './flowiseImportRoutes.ts';

export default definePluginServer({ routes: flowiseImportRoutes });
