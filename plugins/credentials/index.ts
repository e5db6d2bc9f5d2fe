import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Credentials: encrypted secrets for model providers and HTTP calls, and the credential types
 * other plugins' nodes name in credentialNames. The engine reads values only at run time through
 * server/resolveCredential.ts.
 */
export default definePlugin({
  id: 'credentials',
  description: 'Credentials (encrypted at rest) and the built-in credential types.',
  routes: [
    {
      path: '/credentials',
      layout: 'main',
      title: 'Credentials',
      page: () => import('./web/CredentialsPage.tsx'),
      permission: 'credentials:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'Credentials',
      icon: 'LockClosed24Regular',
      route: '/credentials',
      rank: 20,
      permission: 'credentials:view',
    },
  ],
  definitions: () => import('./definitions.ts'),
  server: () => import('./server/index.ts'),
});
