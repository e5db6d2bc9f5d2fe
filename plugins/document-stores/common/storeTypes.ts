/** The peer's DocumentStoreStatus, used for stores and for loaders. */
export const STORE_STATUSES = ['EMPTY', 'SYNC', 'SYNCING', 'STALE', 'NEW', 'UPSERTING', 'UPSERTED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number] | 'ERROR';

/** An uploaded file of a loader, as the API shows it (no content). */
export interface LoaderFile {
  id: string;
  name: string;
  mimePrefix: string;
  size: number;
  status: StoreStatus;
  uploaded: string;
}

/** One loader of a store, in the peer's IDocumentStoreLoader shape. */
export interface StoreLoader {
  id: string;
  storeId: string;
  /** Component name of the loader, e.g. 'plainText' (the peer's loaderId). */
  loaderId: string;
  /** Its label, e.g. 'Plain Text'. */
  loaderName: string;
  loaderConfig: Record<string, unknown>;
  splitterId: string | null;
  splitterName: string | null;
  splitterConfig: Record<string, unknown>;
  totalChunks: number;
  totalChars: number;
  status: StoreStatus;
  source: string;
  error: string | null;
  files: LoaderFile[];
  createdDate: string;
  updatedDate: string;
}

/** A flow that refers to a store. */
export interface WhereUsed {
  id: string;
  name: string;
}

/** A store in the peer's DocumentStoreDTO shape. */
export interface DocumentStore {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  status: StoreStatus;
  loaders: StoreLoader[];
  whereUsed: WhereUsed[];
  totalChunks: number;
  totalChars: number;
  embeddingConfig: Record<string, unknown> | null;
  vectorStoreConfig: Record<string, unknown> | null;
  recordManagerConfig: Record<string, unknown> | null;
  createdDate: string;
  updatedDate: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A background job as GET /document-store/jobs/:id answers it. */
export interface StoreJob {
  id: string;
  storeId: string;
  loaderId: string | null;
  kind: string;
  status: JobStatus;
  done: number;
  total: number;
  message: string | null;
  result: unknown;
  createdDate: string;
  startedDate: string | null;
  finishedDate: string | null;
}
