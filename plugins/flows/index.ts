import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Flows of every type (chatflow, agentflow, multi-agent, assistant): the chat_flow store and its
 * API under /api/v1/chatflows, plus the list page the flow-type plugins mount at their routes.
 */
export default definePlugin({
  id: 'flows',
  description: 'Flow store (every flow type) and the shared flows list',
  server: () => import('./server/index.ts'),
});
