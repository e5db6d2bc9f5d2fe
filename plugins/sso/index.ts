import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Single sign-on through OpenID Connect providers of the organisation (enterprise only: the
 * cloud edition has no feat:sso-config). Needs the identity plugin for sessions and users.
 */
export default definePlugin({
  id: 'sso',
  description: 'Single sign-on with OpenID Connect providers (authorization code, PKCE)',
  editions: ['enterprise'],
  server: () => import('./server/index.ts'),
});
