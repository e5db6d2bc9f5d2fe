import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Moving in from the peer's database: its SQLite file (uploaded, or on disk for the CLI
 * `brains-studio import-flowise`) or its PostgreSQL database imported into a workspace in one
 * transaction, credentials decrypted with its key and sealed with ours.
 */
export default definePlugin({
  id: 'flowise-import',
  description: 'Import a database of the peer product (SQLite file or PostgreSQL) into a workspace.',
  server: () => import('./server/index.ts'),
});
