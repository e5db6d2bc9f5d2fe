import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { dashboardRoute } from './dashboardRoute.ts';

export default definePluginServer({ routes: [dashboardRoute] });
