/**
 * What other plugins may use of mcp (server side): importing saved MCP servers brought from
 * elsewhere (the peer database import), their headers sealed with this server's credential key.
 */
export {
  type ImportedMcpServer,
  importMcpServers,
  type McpServersImport,
} from './server/importMcpServers.ts';
