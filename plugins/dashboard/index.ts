import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** The workspace at a glance: answers, runs, errors, tokens and cost over time, top flows, feedback. */
export default definePlugin({
  id: 'dashboard',
  description: 'The workspace at a glance: activity, errors, tokens and cost over time',
  server: () => import('./server/index.ts'),
  routes: [
    {
      path: '/dashboard',
      layout: 'main',
      title: 'Dashboard',
      page: () => import('./web/DashboardPage.tsx'),
      permission: 'agentflows:view,chatflows:view,executions:view',
    },
  ],
  menuItems: [
    {
      group: 'Building',
      label: 'Dashboard',
      icon: 'Board24Regular',
      route: '/dashboard',
      rank: 1,
      permission: 'agentflows:view,chatflows:view,executions:view',
    },
  ],
});
