import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * A plugin written the way a third party would: it lives outside host/ and plugins/, and adds a
 * page, a menu item, a node type and a server route with its own table. Tests load it next to
 * the built-in plugins to prove the contract needs no host change.
 */
export default definePlugin({
  id: 'weather-station',
  description: 'Test plugin: weather readings',
  routes: [
    {
      path: '/weather',
      layout: 'main',
      page: () => import('./web/WeatherPage.tsx'),
      permission: 'tools:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      label: 'Weather',
      icon: 'Globe24Regular',
      route: '/weather',
      rank: 90,
      permission: 'tools:view',
    },
  ],
  // Its node type loads apart from the manifest, as the built-ins' do (no first page carries it).
  definitions: () => import('./definitions.ts'),
  server: () => import('./server/index.ts'),
});
