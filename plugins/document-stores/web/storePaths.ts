/** The document-store pages' paths (spec section 2). */
const seg = encodeURIComponent;

export const storePaths = {
  list: '/document-stores',
  store: (storeId: string) => `/document-stores/${seg(storeId)}`,
  /** A new loader of component `name`, or the saved loader `loaderId` of that component. */
  loader: (storeId: string, name: string, loaderId?: string) =>
    `/document-stores/${seg(storeId)}/${seg(name)}${loaderId ? `?id=${seg(loaderId)}` : ''}`,
  /** fileId: a loader's id, or 'all'. */
  chunks: (storeId: string, fileId = 'all') => `/document-stores/chunks/${seg(storeId)}/${seg(fileId)}`,
  vector: (storeId: string, docId?: string) =>
    `/document-stores/vector/${seg(storeId)}${docId ? `/${seg(docId)}` : ''}`,
  query: (storeId: string) => `/document-stores/query/${seg(storeId)}`,
};
