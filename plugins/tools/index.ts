import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** Custom tools: a named JavaScript function with an input schema, run in the sandbox. */
export default definePlugin({
  id: 'tools',
  description: 'Custom tools: input schema, JavaScript function, sandboxed test runs',
  routes: [
    { path: '/tools', layout: 'main', page: () => import('./web/ToolsPage.tsx'), permission: 'tools:view' },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'Tools',
      icon: 'Wrench24Regular',
      route: '/tools',
      rank: 25,
      permission: 'tools:view',
    },
  ],
  server: () => import('./server/index.ts'),
});
