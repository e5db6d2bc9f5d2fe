import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

const page = () => import('./web/HelpPage.tsx');

/**
 * Help: the user guide and the API reference served by the product itself (/docs), and the
 * blogs, courses and bug report pages, which lead to addresses the operator sets (HELP_*_URL).
 */
export default definePlugin({
  id: 'help',
  description: 'User guide, API reference and the Help menu',
  server: () => import('./server/index.ts'),
  routes: [
    { path: '/docs', layout: 'main', title: 'Documentation', page: () => import('./web/DocsPage.tsx') },
    { path: '/blogs', layout: 'main', title: 'Blogs', page },
    { path: '/courses', layout: 'main', title: 'Courses', page },
    { path: '/report-bug', layout: 'main', title: 'Report a bug', page },
  ],
  menuItems: [
    {
      group: 'Manage',
      section: 'Help',
      label: 'Documentation',
      icon: 'QuestionCircle24Regular',
      route: '/docs',
      rank: 90,
    },
    { group: 'Manage', section: 'Help', label: 'Blogs', icon: 'News24Regular', route: '/blogs', rank: 91 },
    {
      group: 'Manage',
      section: 'Help',
      label: 'Courses',
      icon: 'Video24Regular',
      route: '/courses',
      rank: 92,
    },
    {
      group: 'Manage',
      section: 'Help',
      label: 'Report a bug',
      icon: 'Bug24Regular',
      route: '/report-bug',
      rank: 93,
    },
  ],
});
