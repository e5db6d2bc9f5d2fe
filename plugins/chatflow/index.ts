import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { agentCredentials } from './common/agentCredentials.ts';
import { coreCredentials } from './common/coreCredentials.ts';
import { agentNodes } from './nodes/agentNodes.ts';
import { coreNodes } from './nodes/coreNodes.ts';

/**
 * Chatflows: the peer's LangChain-style flows, where components (a chat model, a memory, a
 * prompt, a retriever, a tool) are wired by type into the chain, agent or engine that answers.
 */
export default definePlugin({
  id: 'chatflow',
  description: 'Chatflows: the node catalogue, the /chatflows list, the /canvas builder and the runner',
  nodes: [...coreNodes, ...agentNodes],
  credentials: [...coreCredentials, ...agentCredentials],
  server: () => import('./server/index.ts'),
});
