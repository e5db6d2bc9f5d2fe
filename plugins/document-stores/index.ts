import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Document stores: loaders and splitters turn files, text, web pages and API answers into chunks
 * (with a record manager keyed by content hash); background jobs process them. Vectors, queries
 * and the pages are added beside this (see /server/public.ts for what other plugins may use).
 */
export default definePlugin({
  id: 'document-stores',
  description: 'Document stores: loaders, splitters, chunks, processing jobs.',
  server: () => import('./server/index.ts'),
});
