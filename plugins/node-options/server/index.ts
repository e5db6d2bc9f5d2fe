import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { nodeLoadMethodRoute } from './nodeLoadMethodRoute.ts';

export default definePluginServer({ routes: [nodeLoadMethodRoute] });
