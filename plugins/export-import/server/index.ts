import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { exportImportRoutes } from './exportImportRoutes.ts';

export default definePluginServer({ routes: exportImportRoutes });
