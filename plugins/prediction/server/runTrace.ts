import type { Context } from '@opentelemetry/api';
import type { TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowTrace } from '../../../host/server/telemetry/runTrace.ts';
import { loadModelPrices, type PriceTable, runCost } from '../../executions/public.ts';
import { analyticsTargets } from './analyticsTargets.ts';
import type { FlowRow, PredictionRun } from './predictionRun.ts';

let prices: PriceTable | undefined;

/** A node's tokens in USD by the executions page's price table; undefined for an unknown model. */
function priceUsage(usage: TokenUsage): number | undefined {
  prices ??= loadModelPrices();
  return runCost(usage, prices)?.usd ?? undefined;
}

/**
 * The run's span (under the request's, or the parent run's for Execute Flow), also sent to the
 * flow's analytics providers; undefined when the server traces nothing and the flow has none.
 */
export async function startRunTrace(
  run: PredictionRun,
  row: FlowRow,
  sessionId: string,
): Promise<FlowTrace | undefined> {
  return run.ctx.telemetry.flowRun(
    {
      flowId: row.id,
      kind: row.type,
      flowName: row.name,
      sessionId,
      ...(run.traceParent ? { parent: run.traceParent as Context } : {}),
      price: priceUsage,
      analytics: await analyticsTargets(run.ctx, row),
    },
    Boolean(run.chain?.length),
  );
}

/** Runs `body` inside the run's span, which ends with the run's final status (or ERROR when it throws). */
export async function traced<T extends { status: string; error?: string; executionId?: string }>(
  trace: FlowTrace | undefined,
  body: () => Promise<T>,
): Promise<T> {
  if (!trace) return body();
  try {
    const outcome = await body();
    trace.end({
      status: outcome.status,
      ...(outcome.error ? { error: outcome.error } : {}),
      ...(outcome.executionId ? { executionId: outcome.executionId } : {}),
    });
    return outcome;
  } catch (err) {
    trace.end({ status: 'ERROR', error: (err as Error)?.message ?? String(err) });
    throw err;
  }
}
