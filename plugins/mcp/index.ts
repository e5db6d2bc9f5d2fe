import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Model Context Protocol, both ways: MCP servers' tools for the Agent and Tool nodes (Custom MCP and
 * the peer's packaged MCP nodes, as tool providers), and a flow exposed as an MCP server at
 * /api/v1/mcp/:flowId.
 */
export default definePlugin({
  id: 'mcp',
  description: 'MCP: tools of MCP servers in flows, and flows as MCP servers',
  server: () => import('./server/index.ts'),
});
