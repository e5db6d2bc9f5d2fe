/**
 * What other plugins may use of executions (server side): the record store the prediction
 * mechanism keeps an agent flow's run in, and the record's JSON for export.
 */
export {
  claimExecution,
  createExecution,
  failExecution,
  findPaused,
  findResumable,
  finishExecution,
  INTERRUPTED_MESSAGE,
  lastSessionState,
  markInterrupted,
  ownerToken,
  saveCheckpoint,
  sweepInterrupted,
} from './server/executionStore.ts';
export type { FinishedRun } from './server/executionStore.ts';
export { toExecutionRecord } from './server/executionApi.ts';
// What a run cost: the price table the server holds and the pure pricing of a run's usage.
export { loadModelPrices } from './server/loadModelPrices.ts';
export { executionCost, runCost } from './common/executionCost.ts';
export type { PriceTable } from './common/modelPrices.ts';
export type { ExecutedNodeRun } from './common/executionTypes.ts';
