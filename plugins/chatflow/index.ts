import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';

/**
 * One loader for both canvas routes, so the page module is fetched once. Their preload starts loading the
 * node definitions the canvas awaits alongside its code (pluginDefinitions).
 */
const canvasPage = () => import('./web/ChatCanvasPage.tsx');

/** The peer's palette groups, in the order a builder reaches for them. */
const CATEGORIES = [
  'Chat Models',
  'LLMs',
  'Embeddings',
  'Memory',
  'Prompts',
  'Chains',
  'Agents',
  'Tools',
  'Retrievers',
  'Vector Stores',
  'Document Loaders',
  'Text Splitters',
  'Output Parsers',
  'Moderation',
  'Engine',
  'Response Synthesizer',
  'Cache',
  'Utilities',
];

/**
 * Chatflows: the peer's LangChain-style flows, where components (a chat model, a memory, a
 * prompt, a retriever, a tool) are wired by type into the chain, agent or engine that answers.
 */
export default definePlugin({
  id: 'chatflow',
  description: 'Chatflows: the node catalogue, the /chatflows list, the /canvas builder and the runner',
  definitions: () => import('./definitions.ts'),
  // the palette's texts in German (categories, node labels and descriptions), loaded when a canvas opens in German
  nodeMessages: { de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) },
  server: () => import('./server/index.ts'),
  flowKinds: [
    {
      type: 'CHATFLOW',
      label: 'Chatflows',
      listPath: '/chatflows',
      canvasPath: '/canvas',
      newFlowName: 'Untitled Chatflow',
      permission: 'chatflows',
      categories: CATEGORIES,
      anchors: 'typed',
    },
  ],
  routes: [
    {
      path: '/chatflows',
      layout: 'main',
      title: 'Chatflows',
      page: () => import('./web/ChatflowsPage.tsx'),
      preload: (plugins) => import('./web/chatflowsPreload.ts').then((m) => m.preloadChatflows(plugins)),
      permission: 'chatflows:view',
    },
    {
      path: '/canvas',
      layout: 'canvas',
      title: 'Chatflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'chatflows:view',
    },
    {
      path: '/canvas/:id',
      layout: 'canvas',
      title: 'Chatflow',
      page: canvasPage,
      preload: pluginDefinitions,
      permission: 'chatflows:view',
    },
  ],
  menuItems: [
    {
      group: 'Building',
      section: 'Brains Studio',
      label: 'Chatflow',
      icon: 'ChatMultiple24Regular',
      route: '/chatflows',
      rank: 11,
      permission: 'chatflows:view',
    },
  ],
});
