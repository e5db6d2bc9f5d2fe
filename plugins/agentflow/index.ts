import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import type { NodeDefinition } from '../../node-registry/types.ts';
import agent from './nodes/agent/node.json';
import condition from './nodes/condition/node.json';
import conditionAgent from './nodes/conditionAgent/node.json';
import customFunction from './nodes/customFunction/node.json';
import directReply from './nodes/directReply/node.json';
import executeFlow from './nodes/executeFlow/node.json';
import http from './nodes/http/node.json';
import humanInput from './nodes/humanInput/node.json';
import iteration from './nodes/iteration/node.json';
import llm from './nodes/llm/node.json';
import loop from './nodes/loop/node.json';
import retriever from './nodes/retriever/node.json';
import start from './nodes/start/node.json';
import stickyNote from './nodes/stickyNote/node.json';
import tool from './nodes/tool/node.json';

/**
 * The 15 agent-flow node types, in palette order. JSON imports are typed loosely (string instead
 * of the parameter-type union); the registry checks each against the node-definition schema.
 */
export const agentflowNodes = [
  start,
  llm,
  agent,
  condition,
  conditionAgent,
  humanInput,
  loop,
  directReply,
  customFunction,
  tool,
  retriever,
  stickyNote,
  http,
  iteration,
  executeFlow,
] as unknown as NodeDefinition[];

/** One loader for the four canvas routes, so the page module is fetched once. */
const canvasPage = () => import('./web/AgentCanvasPage.tsx');

export default definePlugin({
  id: 'agentflow',
  description: 'Agent flows (v2): the node types of the agent canvas',
  nodes: agentflowNodes,
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
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentcanvas/:id',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentflow',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
      permission: 'agentflows:view',
    },
    {
      path: '/v2/agentflow/:id',
      layout: 'canvas',
      title: 'Agentflow',
      page: canvasPage,
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
