import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Files: what people uploaded (chat uploads, document-store files) with size and owner, and
 * delete. Each plugin that keeps files lists and deletes its own through the host's fileSources
 * contribution point. Enterprise and cloud (feat:files, which open source does not hold).
 */
export default definePlugin({
  id: 'files',
  description: 'Uploaded files and attachments, with size, owner and delete',
  editions: ['enterprise', 'cloud'],
  server: () => import('./server/index.ts'),
  routes: [
    {
      path: '/files',
      layout: 'main',
      title: 'Files',
      page: () => import('./web/FilesPage.tsx'),
      feature: 'feat:files',
    },
  ],
  menuItems: [
    {
      group: 'Manage',
      label: 'Files',
      icon: 'Folder24Regular',
      route: '/files',
      rank: 15,
      feature: 'feat:files',
    },
  ],
});
