import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Workspace export and import (profile menu): flows, tools, variables, executions and chat
 * messages/feedback as one JSON file, imported back into the caller's workspace in one transaction.
 */
export default definePlugin({
  id: 'export-import',
  description: 'Export the workspace to a JSON file and import such a file.',
  profileMenuItems: [
    {
      label: 'Export',
      icon: 'ArrowExport24Regular',
      rank: 10,
      dialog: () => import('./web/ExportDialog.tsx'),
      permission: 'workspace:export',
    },
    {
      label: 'Import',
      icon: 'ArrowImport24Regular',
      rank: 20,
      dialog: () => import('./web/ImportDialog.tsx'),
      permission: 'workspace:import',
    },
  ],
  server: () => import('./server/index.ts'),
});
