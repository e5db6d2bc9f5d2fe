import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { customMcpProvider } from './customMcpProvider.ts';
import { checkMcpCorsOrigins } from './mcpCors.ts';
import { mcpEndpointRoutes } from './mcpEndpointRoutes.ts';
import { packagedMcpProviders } from './packagedMcpProviders.ts';

export default definePluginServer({
  routes: mcpEndpointRoutes,
  toolProviders: [customMcpProvider, ...packagedMcpProviders],
  // Nothing runs in the background: a bad MCP_CORS_ORIGINS stops the start, as the host's settings do.
  background: { start: () => checkMcpCorsOrigins(), stop: () => {} },
});
