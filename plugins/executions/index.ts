import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** Execution records of agent-flow runs: list, inspect, share publicly, delete. */
export default definePlugin({
  id: 'executions',
  description: 'Agent flow executions: every run with each node input, output, timing, tokens and errors',
  routes: [
    {
      path: '/executions',
      layout: 'main',
      title: 'Executions',
      page: () => import('./web/ExecutionsPage.tsx'),
      permission: 'executions:view',
    },
    {
      path: '/executions/:id',
      layout: 'main',
      title: 'Execution',
      page: () => import('./web/ExecutionDetailPage.tsx'),
      permission: 'executions:view',
    },
    {
      path: '/execution/:id',
      layout: 'bare',
      title: 'Execution',
      page: () => import('./web/PublicExecutionPage.tsx'),
      public: true,
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'Executions',
      icon: 'History24Regular',
      route: '/executions',
      rank: 5,
      permission: 'executions:view',
    },
  ],
  server: () => import('./server/index.ts'),
});
