import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { predictionRoutes } from './predictionRoutes.ts';

export default definePluginServer({ routes: predictionRoutes });
