import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * A third-party plugin's built-in tool, contributed the way any plugin does it: a `toolProviders`
 * entry of its server half, nothing else. Proves the contribution point is generic.
 */
export default definePlugin({
  id: 'tool-provider-test',
  description: 'Test plugin: a built-in tool kit that greets and counts',
  server: () => import('./server.ts'),
});
