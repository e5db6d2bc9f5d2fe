import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { customMcpProvider } from './customMcpProvider.ts';
import { mcpEndpointRoutes } from './mcpEndpointRoutes.ts';
import { packagedMcpProviders } from './packagedMcpProviders.ts';

export default definePluginServer({
  routes: mcpEndpointRoutes,
  toolProviders: [customMcpProvider, ...packagedMcpProviders],
});
