import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

const list = () => import('./web/AssistantsPage.tsx');

/**
 * Custom assistants: a name, instructions, a chat model, tools and document stores as knowledge,
 * run as an ASSISTANT flow (Start and an Agent node) on the agentflow engine, so the prediction
 * API, the embed and executions serve them like any flow.
 */
export default definePlugin({
  id: 'assistants',
  description: 'Custom assistants: instructions, a model, tools and knowledge, with a chat to try them',
  server: () => import('./server/index.ts'),
  // Not offered on any canvas palette: an OpenAI or Azure assistant's flow is made by the server.
  definitions: () => import('./definitions.ts'),
  routes: [
    { path: '/assistants', layout: 'main', title: 'Assistants', page: list, permission: 'assistants:view' },
    {
      path: '/assistants/custom',
      layout: 'main',
      title: 'Assistants',
      page: list,
      permission: 'assistants:view',
    },
    {
      path: '/assistants/openai',
      layout: 'main',
      title: 'OpenAI assistants',
      page: () => import('./web/openai/OpenAIAssistantsPage.tsx'),
      permission: 'assistants:view',
    },
    {
      path: '/assistants/custom/:id',
      layout: 'main',
      title: 'Assistant',
      page: () => import('./web/AssistantBuilderPage.tsx'),
      permission: 'assistants:view',
    },
  ],
  menuItems: [
    {
      group: 'Building',
      section: 'Brains Studio',
      label: 'Assistants',
      icon: 'Bot24Regular',
      route: '/assistants',
      rank: 12,
      permission: 'assistants:view',
    },
  ],
});
