import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** Chat messages, feedback and leads; the chat panel and the public full-page chatbot. */
export default definePlugin({
  id: 'chat',
  description: 'Chat messages, feedback, leads and the embeddable chatbot page',
  routes: [
    {
      path: '/chatbot/:id',
      layout: 'bare',
      public: true,
      title: 'Chatbot',
      page: () => import('./web/ChatbotPage.tsx'),
    },
  ],
  server: () => import('./server/index.ts'),
});
