import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Identity and access: organisation set-up, sign-in with sessions, accounts, and (enterprise and
 * cloud, behind feature flags) users, roles, workspaces and login activity.
 */
export default definePlugin({
  id: 'identity',
  description: 'Organisation set-up, sign-in, accounts, users, roles, workspaces, login activity',
  server: () => import('./server/index.ts'),
});
