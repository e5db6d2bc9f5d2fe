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
  // The German of its components' labels, descriptions and settings (store pages, chatflow canvas).
  nodeMessages: { de: () => import('./web/i18n/components.de.ts').then((m) => m.componentsDe) },
  // Pages (spec section 2); every one needs documentStores:view, its buttons ask for more.
  routes: [
    { path: '/document-stores', title: 'Document Store', page: () => import('./web/DocumentStoresPage.tsx') },
    {
      path: '/document-stores/:storeId',
      title: 'Document Store',
      page: () => import('./web/DocumentStorePage.tsx'),
    },
    {
      path: '/document-stores/:storeId/:name',
      title: 'Document Loader',
      page: () => import('./web/LoaderConfigPage.tsx'),
    },
    {
      path: '/document-stores/chunks/:storeId/:fileId',
      title: 'Chunks',
      page: () => import('./web/ChunksPage.tsx'),
    },
    {
      path: '/document-stores/vector/:storeId',
      title: 'Upsert',
      page: () => import('./web/VectorConfigPage.tsx'),
    },
    {
      path: '/document-stores/vector/:storeId/:docId',
      title: 'Upsert',
      page: () => import('./web/VectorConfigPage.tsx'),
    },
    {
      path: '/document-stores/query/:storeId',
      title: 'Retrieval Query',
      page: () => import('./web/QueryPage.tsx'),
    },
    {
      path: '/chat-with-documents',
      title: 'Chat with Documents',
      page: () => import('./web/ChatWithDocumentsPage.tsx'),
    },
  ].map((r) => ({ ...r, layout: 'main' as const, permission: 'documentStores:view' })),
  menuItems: [
    {
      group: 'Building',
      label: 'Chat with Documents',
      icon: 'ChatMultiple24Regular',
      route: '/chat-with-documents',
      rank: 20,
      permission: 'documentStores:view',
    },
    {
      group: 'Manage',
      label: 'Document Store',
      icon: 'DocumentDatabase24Regular',
      route: '/document-stores',
      rank: 10,
      permission: 'documentStores:view',
    },
  ],
});
