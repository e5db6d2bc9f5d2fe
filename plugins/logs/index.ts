import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Logs: the server's own recent log lines by level, text and time, and live. Enterprise only: a
 * self-hosted server serves one organisation, while the cloud's log holds every tenant's lines.
 */
export default definePlugin({
  id: 'logs',
  description: "The server's log, searchable and live",
  editions: ['enterprise'],
  server: () => import('./server/index.ts'),
  routes: [
    {
      path: '/logs',
      layout: 'main',
      title: 'Logs',
      page: () => import('./web/LogsPage.tsx'),
      permission: 'logs:view',
      feature: 'feat:logs',
    },
  ],
  menuItems: [
    {
      group: 'Admin',
      label: 'Logs',
      icon: 'TextBulletListSquare24Regular',
      route: '/logs',
      rank: 60,
      permission: 'logs:view',
      feature: 'feat:logs',
    },
  ],
});
