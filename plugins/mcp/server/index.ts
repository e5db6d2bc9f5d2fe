import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { customMcpProvider } from './customMcpProvider.ts';
import { customMcpServerProvider } from './customMcpServerProvider.ts';
import { checkMcpCorsOrigins } from './mcpCors.ts';
import { mcpEndpointRoutes } from './mcpEndpointRoutes.ts';
import { mcpMigrations } from './migrations.ts';
import { mcpServerRoutes } from './mcpServerRoutes.ts';
import { packagedMcpProviders } from './packagedMcpProviders.ts';

export default definePluginServer({
  routes: [...mcpEndpointRoutes, ...mcpServerRoutes],
  migrations: [...mcpMigrations],
  toolProviders: [customMcpProvider, customMcpServerProvider, ...packagedMcpProviders],
  // Saved servers' headers are sealed with the credential key, bound to the server's id.
  sealedColumns: [
    { table: 'custom_mcp_server', boundTo: 'id', data: 'auth_data', iv: 'auth_iv', tag: 'auth_tag' },
  ],
  // Nothing runs in the background: a bad MCP_CORS_ORIGINS stops the start, as the host's settings do.
  background: { start: () => checkMcpCorsOrigins(), stop: () => {} },
});
