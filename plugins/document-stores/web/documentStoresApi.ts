import { http } from '../../../host/web/http/http.ts';
import type {
  ChunkPage,
  ComponentDefinition,
  DocumentStore,
  LoaderDraft,
  PreviewResult,
  QueryInput,
  QueryResult,
  StoreInput,
  StoreJob,
  StoreLoader,
  VectorConfigInput,
} from '../common/pageTypes.ts';

const BASE = '/document-store';
const seg = encodeURIComponent;

/** The list answers a plain array, or { data, total } when paged (the peer's two forms). */
function listOf<T>(body: T[] | { data: T[] }): T[] {
  return Array.isArray(body) ? body : (body?.data ?? []);
}

/** The document-store routes of /api/v1 the pages call. */
export const documentStoresApi = {
  list: async () => listOf(await http.get<DocumentStore[] | { data: DocumentStore[] }>(`${BASE}/store`)),
  get: (id: string) => http.get<DocumentStore>(`${BASE}/store/${seg(id)}`),
  create: (body: StoreInput) => http.post<DocumentStore>(`${BASE}/store`, body),
  update: (id: string, body: Partial<StoreInput>) =>
    http.put<DocumentStore>(`${BASE}/store/${seg(id)}`, body),
  remove: (id: string) => http.delete<void>(`${BASE}/store/${seg(id)}`),

  components: (kind: 'loaders' | 'splitters' | 'embeddings' | 'vectorstore' | 'recordmanager') =>
    http.get<ComponentDefinition[]>(`${BASE}/components/${kind}`),

  preview: (draft: LoaderDraft & { previewChunkCount?: number }) =>
    http.post<PreviewResult>(`${BASE}/loader/preview`, draft),
  saveLoader: (draft: LoaderDraft) => http.post<StoreLoader>(`${BASE}/loader/save`, draft),
  /** Starts processing a saved loader into chunks: the loader, with the job to follow. */
  processLoader: (loaderId: string, draft: LoaderDraft) =>
    http.post<StoreLoader & { job: StoreJob }>(`${BASE}/loader/process/${seg(loaderId)}`, draft),
  removeLoader: (storeId: string, loaderId: string) =>
    http.delete<void>(`${BASE}/loader/${seg(storeId)}/${seg(loaderId)}`),

  /** Page 1 is the first; fileId 'all' pages through every loader's chunks. */
  chunks: (storeId: string, fileId: string, pageNo: number) =>
    http.get<ChunkPage>(`${BASE}/chunks/${seg(storeId)}/${seg(fileId)}/${pageNo}`),
  updateChunk: (
    storeId: string,
    loaderId: string,
    chunkId: string,
    body: { pageContent: string; metadata: Record<string, unknown> },
  ) => http.put<unknown>(`${BASE}/chunks/${seg(storeId)}/${seg(loaderId)}/${seg(chunkId)}`, body),
  removeChunk: (storeId: string, loaderId: string, chunkId: string) =>
    http.delete<unknown>(`${BASE}/chunks/${seg(storeId)}/${seg(loaderId)}/${seg(chunkId)}`),

  saveVectorConfig: (body: VectorConfigInput) => http.post<DocumentStore>(`${BASE}/vectorstore/save`, body),
  /** Starts an upsert of the store's chunks; answers the job to follow. */
  upsert: (body: VectorConfigInput) => http.post<StoreJob>(`${BASE}/vectorstore/insert`, body),
  removeVectors: (storeId: string) => http.delete<void>(`${BASE}/vectorstore/${seg(storeId)}`),
  query: (body: QueryInput) => http.post<QueryResult>(`${BASE}/vectorstore/query`, body),
  /** Re-processes every loader and upserts again. */
  refresh: (storeId: string) => http.post<StoreJob>(`${BASE}/refresh/${seg(storeId)}`, {}),

  /** The store's newest jobs (20), newest first. */
  jobs: (storeId: string) => http.get<StoreJob[]>(`${BASE}/store/${seg(storeId)}/jobs`),
  job: (jobId: string) => http.get<StoreJob>(`${BASE}/jobs/${seg(jobId)}`),
  cancelJob: (jobId: string) => http.post<StoreJob>(`${BASE}/jobs/${seg(jobId)}/cancel`, {}),
};
