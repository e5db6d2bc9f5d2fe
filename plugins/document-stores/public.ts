/**
 * What other plugins may use of document stores (server side): the export/import sets and the
 * background job runner (see /work/notes/ds-contract.md for its rules).
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
