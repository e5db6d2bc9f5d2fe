/**
 * What other plugins may use of export/import (server side): importing an export file (ours or
 * the peer's) into a workspace in one transaction, with a report per set.
 */
export { countFlowsAdded } from './server/countFlowsAdded.ts';
export { type ImportOptions, importPeerExport } from './server/importPeerExport.ts';
export {
  EXPORT_SETS,
  emptyExport,
  type ExportData,
  type ExportSet,
  FLOW_SETS,
  ON_EXISTING,
  type ImportResult,
  type OnExisting,
  SET_LABELS,
} from './common/exportTypes.ts';
export { flowSet } from './common/flowSet.ts';
