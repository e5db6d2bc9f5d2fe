/**
 * What other plugins may use of document stores (server side): the export/import sets and the
 * background job runner.
 */
export { exportDocumentStores } from './server/exchange/exportStores.ts';
export { type ImportedStores, importDocumentStores } from './server/exchange/importStores.ts';
export {
  activeJobs,
  cancelJob,
  type JobContext,
  type JobSpec,
  jobFinished,
  listJobs,
  readJob,
  startJob,
} from './server/jobs/jobRunner.ts';
export type { StoreJob } from './common/storeTypes.ts';

/**
 * Loaders and splitters, shared with chatflow's document loader and text splitter nodes (one
 * implementation of reading files, pages and APIs and of splitting them).
 */
export { applyMetadata, metadataKeyList } from './common/applyMetadata.ts';
export { csvRows } from './common/csvRows.ts';
export { mmrSelect } from './common/mmr.ts';
export type { LoadedDocument } from './common/documentTypes.ts';
export { loadDocuments } from './server/loaders/loadDocuments.ts';
export { decodeDataUris, type UploadedFile } from './server/loaders/uploadedFile.ts';
export { splitDocuments } from './server/splitters/splitDocuments.ts';
export { storeDocuments } from './server/storeDocuments.ts';
export { LOADERS } from './common/loaderCatalogue.ts';
