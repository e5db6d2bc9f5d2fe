import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

const preview = () => import('./web/TemplatePreviewPage.tsx');
const saveAsTemplate = () => import('./web/SaveAsTemplateDialog.tsx');

/**
 * Templates: a gallery of built-in flows and tools written for this product, and each workspace's
 * own templates saved from its flows and tools ("Save as template"). Using one creates a flow or a
 * tool in the current workspace.
 */
export default definePlugin({
  id: 'marketplace',
  description: 'Templates: built-in and custom flow and tool templates',
  server: () => import('./server/index.ts'),
  routes: [
    {
      path: '/marketplaces',
      layout: 'main',
      title: 'Templates',
      page: () => import('./web/MarketplacePage.tsx'),
      permission: 'templates:marketplace,templates:custom',
    },
    {
      path: '/marketplace/:id',
      layout: 'main',
      title: 'Template',
      page: preview,
      permission: 'templates:marketplace,templates:custom',
    },
    {
      path: '/v2/marketplace/:id',
      layout: 'main',
      title: 'Template',
      page: preview,
      permission: 'templates:marketplace,templates:custom',
    },
  ],
  itemMenuItems: [
    {
      label: 'Save as template',
      icon: 'Apps24Regular',
      target: 'flow',
      dialog: saveAsTemplate,
      permission: 'templates:flowexport',
    },
    {
      label: 'Save as template',
      icon: 'Apps24Regular',
      target: 'tool',
      dialog: saveAsTemplate,
      permission: 'templates:toolexport',
    },
  ],
  menuItems: [
    {
      group: 'Building',
      label: 'Templates',
      icon: 'Apps24Regular',
      route: '/marketplaces',
      rank: 30,
      permission: 'templates:marketplace,templates:custom',
    },
  ],
});
