/**
 * What other plugins may use of executions (server side): the record store the prediction
 * mechanism keeps an agent flow's run in, and the record's JSON for export.
 */
export {
  claimExecution,
  createExecution,
  failExecution,
  findResumable,
  finishExecution,
  lastSessionState,
  ownerToken,
  saveCheckpoint,
  sweepInterrupted,
} from './server/executionStore.ts';
export { toExecutionRecord } from './server/executionApi.ts';
