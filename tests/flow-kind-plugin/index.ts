import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import type { NodeDefinition } from '../../node-registry/types.ts';

const component = (name: string, category: string, extra: Partial<NodeDefinition> = {}): NodeDefinition => ({
  name,
  label: name,
  version: 1,
  type: name,
  category,
  icon: 'Bot24Regular',
  color: '#888888',
  description: `Test component ${name}`,
  baseClasses: [name],
  inputs: [],
  ...extra,
});

/**
 * A flow kind contributed the way a plugin does it: two typed components and a CHATFLOW runner
 * that echoes. Tests load it in place of the built-in chatflow plugin to prove the prediction
 * mechanism around a runner (dispatch, SSE, chat records, history) without any real model.
 */
export default definePlugin({
  id: 'echo-kind',
  description: 'Test plugin: an echoing flow kind',
  definitions: async () => ({
    nodes: [
      component('echoModel', 'Chat Models', { baseClasses: ['EchoModel', 'BaseChatModel'] }),
      component('echoChain', 'Chains', {
        inputs: [{ label: 'Prefix', name: 'prefix', type: 'string', optional: true }],
        inputAnchors: [{ label: 'Chat Model', name: 'model', type: 'BaseChatModel' }],
      }),
      component('echoFaiss', 'Vector Stores', {
        unavailable: 'Echo Faiss needs a native index this server does not have.',
      }),
    ],
  }),
  server: () => import('./server.ts'),
});
