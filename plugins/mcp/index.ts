import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Model Context Protocol, both ways: MCP servers' tools for the Agent and Tool nodes (Custom MCP,
 * saved MCP servers and the peer's packaged MCP nodes, as tool providers), and a flow exposed as an
 * MCP server at /api/v1/mcp/:flowId.
 */
export default definePlugin({
  id: 'mcp',
  description: 'MCP: tools of MCP servers in flows, and flows as MCP servers',
  // the tools' settings in German, for the Tool and Agent node forms (no web half needed)
  nodeMessages: { de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) },
  routes: [
    {
      path: '/mcp-servers',
      layout: 'main',
      title: 'MCP Servers',
      page: () => import('./web/McpServersPage.tsx'),
      permission: 'tools:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'MCP Servers',
      icon: 'PlugConnected24Regular',
      route: '/mcp-servers',
      rank: 26,
      permission: 'tools:view',
    },
  ],
  server: () => import('./server/index.ts'),
});
