import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Single sign-on through OpenID Connect providers of the organisation (enterprise only: the
 * cloud edition has no feat:sso-config). Needs the identity plugin for sessions and users.
 */
export default definePlugin({
  id: 'sso',
  description: 'Single sign-on with OpenID Connect providers (authorization code, PKCE)',
  editions: ['enterprise'],
  routes: [
    {
      path: '/sso-config',
      layout: 'main',
      title: 'SSO Config',
      page: () => import('./web/SsoConfigPage.tsx'),
      permission: 'sso:manage',
      feature: 'feat:sso-config',
    },
    {
      path: '/sso-success',
      layout: 'auth',
      title: 'Signing in',
      page: () => import('./web/SsoSuccessPage.tsx'),
      public: true,
    },
  ],
  menuItems: [
    {
      group: 'Admin',
      label: 'SSO Config',
      icon: 'ShieldKeyhole24Regular',
      route: '/sso-config',
      rank: 10,
      permission: 'sso:manage',
      feature: 'feat:sso-config',
      editions: ['enterprise'],
    },
  ],
  server: () => import('./server/index.ts'),
});
