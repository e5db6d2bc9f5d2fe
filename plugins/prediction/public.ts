/**
 * What other plugins may use of predictions (server side): loading and running a saved flow for a
 * caller that is not the prediction route (a flow exposed as an MCP server).
 */
export { FlowInvalidError, type FlowRow, loadRunnableFlow, runPrediction } from './server/runPrediction.ts';
export { overFlowRateLimit } from './server/rateLimiter.ts';
// Where predictions run: in process, or on a queue-mode worker (ctx.jobs).
export { type PredictionJobData, runPredictionJob } from './server/predictionJob.ts';
