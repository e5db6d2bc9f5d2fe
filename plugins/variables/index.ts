import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Variables: named values flows read as {{$vars.name}}; runtime ones can be replaced per request
 * (overrideConfig.vars). The engine reads them through server/resolveVariables.ts.
 */
export default definePlugin({
  id: 'variables',
  description: 'Static and runtime variables for flows.',
  routes: [
    {
      path: '/variables',
      layout: 'main',
      title: 'Variables',
      page: () => import('./web/VariablesPage.tsx'),
      permission: 'variables:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'Variables',
      icon: 'BracesVariable24Regular',
      route: '/variables',
      rank: 30,
      permission: 'variables:view',
    },
  ],
  server: () => import('./server/index.ts'),
});
