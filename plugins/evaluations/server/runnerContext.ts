import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { loadModelPrices, type PriceTable } from '../../executions/public.ts';
import type { RunnerContext } from './evaluationRunner.ts';

let prices: PriceTable | undefined;

/** The runner's view of a route's or the start hook's context; prices as executions show them. */
export function runnerContext(ctx: ServerContext): RunnerContext {
  prices ??= loadModelPrices();
  return { ctx, prices };
}
