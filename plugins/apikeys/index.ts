import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** API keys: created once-shown, stored hashed, bound to flows, authenticating /api/v1 calls. */
export default definePlugin({
  id: 'apikeys',
  description: 'API keys: create, rename, delete, the flows each is bound to, bearer authentication',
  routes: [
    {
      path: '/apikey',
      layout: 'main',
      page: () => import('./web/ApiKeysPage.tsx'),
      permission: 'apikeys:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'API Keys',
      icon: 'Key24Regular',
      route: '/apikey',
      rank: 40,
      permission: 'apikeys:view',
    },
  ],
  server: () => import('./server/index.ts'),
});
