import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';

/**
 * One loader for the four canvas routes, so the page module is fetched once. Their preload starts loading the
 * node definitions the canvas awaits alongside its code (pluginDefinitions).
 */
const canvasPage = () => import('./web/AgentCanvasPage.tsx');

export default definePlugin({
  id: 'agentflow',
  description: 'Agent flows (v2): the node types of the agent canvas',
  definitions: () => import('./definitions.ts'),
  // the nodes' and chat models' texts in German, loaded when a canvas opens in German
  nodeMessages: { de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) },
  server: () => import('./server/index.ts'),
  flowKinds: [
    {
      type: 'AGENTFLOW',
      label: 'Agentflows',
      badge: 'v2',
      listPath: '/agentflows',
      canvasPath: '/v2/agentcanvas',
      newFlowName: 'Untitled Agentflow',
      permission: 'agentflows',
      categories: ['Agent Flows'],
      startNode: 'startAgentflow',
      anchors: 'flow',
    },
  ],
  routes: [
    {
      path: '/agentflows',
      layout: 'main',
      title: 'Agentflows',
      page: () => import('./web/AgentflowsPage.tsx'),
      preload: (plugins) => import('./web/agentflowsPreload.ts').then((m) => m.preloadAgentflows(plugins)),
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentcanvas',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentcanvas/:id',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentflow',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentflow/:id',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'agentflows:view',
    },
  ],
  menuItems: [
    {
      group: 'Building',
      section: 'Brains Studio',
      label: 'Agentflow',
      icon: 'Flow24Regular',
      route: '/agentflows',
      rank: 10,
      permission: 'agentflows:view',
    },
  ],
});
