import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';

/**
 * One loader for both canvas routes, so the page module is fetched once. Their preload starts loading the
 * node definitions the canvas awaits alongside its code (pluginDefinitions).
 */
const canvasPage = () => import('./web/MultiAgentCanvasPage.tsx');

/**
 * Multi-agent flows (the peer's agentflow v1): a supervisor routing between worker agents, or
 * sequential agents on a state graph. Components (chat models, tools, memory) are the chatflow
 * plugin's; the list is the agentflows list, which shows v1 and v2 flows with a badge.
 */
export default definePlugin({
  id: 'multiagent',
  description: 'Multi-agent flows (agentflow v1): supervisor/worker teams and sequential agents',
  definitions: () => import('./definitions.ts'),
  // the nodes' texts in German, loaded when a canvas opens in German
  nodeMessages: { de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) },
  server: () => import('./server/index.ts'),
  flowKinds: [
    {
      type: 'MULTIAGENT',
      label: 'Multi-agent flows',
      badge: 'v1',
      listPath: '/agentflows',
      canvasPath: '/agentcanvas',
      newFlowName: 'Untitled Multi-agent flow',
      permission: 'agentflows',
      categories: [
        'Multi Agents',
        'Sequential Agents',
        'Chat Models',
        'Tools',
        'Memory',
        'Moderation',
        'Vector Stores',
        'Embeddings',
        'Retrievers',
        'Document Loaders',
        'Text Splitters',
        'Utilities',
      ],
      nodePlugins: ['multiagent', 'chatflow'],
      anchors: 'typed',
    },
  ],
  routes: [
    {
      path: '/agentcanvas',
      layout: 'canvas',
      title: 'Multi-agent flow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
    {
      path: '/agentcanvas/:id',
      layout: 'canvas',
      title: 'Multi-agent flow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
  ],
});
