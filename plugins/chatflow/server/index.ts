import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';

/** The chatflow runner is registered here as the CHATFLOW flow runner (flow-kind contribution). */
export default definePluginServer({});
