import type { SharedState } from '../../../host/server/queue/SharedState.ts';

/** A flow's limit: at most `max` requests per `windowSeconds`, refilled evenly (a token bucket). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
  message: string;
}

export const DEFAULT_RATE_MESSAGE = 'You have reached the request limit for this flow. Try again later.';

/** The limit from apiConfig.rateLimit ({ limitMax, limitDuration, limitMsg, status }) or the PREDICTION_RATE_LIMIT env ("max/seconds"). */
export function rateLimitOf(
  apiConfig: string | null,
  env = process.env.PREDICTION_RATE_LIMIT,
): RateLimit | undefined {
  try {
    const r = apiConfig
      ? (JSON.parse(apiConfig) as { rateLimit?: Record<string, unknown> }).rateLimit
      : undefined;
    if (r && r.status !== false && Number(r.limitMax) > 0 && Number(r.limitDuration) > 0) {
      return {
        max: Number(r.limitMax),
        windowSeconds: Number(r.limitDuration),
        message: typeof r.limitMsg === 'string' && r.limitMsg ? r.limitMsg : DEFAULT_RATE_MESSAGE,
      };
    }
  } catch {
    // unreadable apiConfig: fall back to the server default
  }
  const m = /^(\d+)\/(\d+)$/.exec(env ?? '');
  return m ? { max: Number(m[1]), windowSeconds: Number(m[2]), message: DEFAULT_RATE_MESSAGE } : undefined;
}

/**
 * Takes a request of the flow's limit (apiConfig.rateLimit or PREDICTION_RATE_LIMIT); its message
 * when over. The buckets are the server's shared state, so the prediction API and a flow's MCP tool
 * calls share a flow's limit, and in queue mode every instance does.
 */
export async function overFlowRateLimit(
  shared: SharedState,
  flow: { id: string; api_config: string | null },
): Promise<string | null> {
  const limit = rateLimitOf(flow.api_config);
  return limit && !(await shared.takeToken(`flow-rate:${flow.id}`, limit)) ? limit.message : null;
}
