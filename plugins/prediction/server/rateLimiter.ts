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

interface Bucket {
  tokens: number;
  at: number;
}

/** In-memory token buckets keyed by flow id (one server process; see the report for queue mode). */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /** Takes one token; false when the bucket is empty. */
  take(key: string, limit: RateLimit, now = Date.now()): boolean {
    const rate = limit.max / (limit.windowSeconds * 1000);
    const b = this.buckets.get(key) ?? { tokens: limit.max, at: now };
    b.tokens = Math.min(limit.max, b.tokens + (now - b.at) * rate);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}

/** The one bucket set of this process: the prediction API and a flow's MCP tool calls share a flow's limit. */
const flowLimiter = new RateLimiter();

/** Takes a request of the flow's limit (apiConfig.rateLimit or PREDICTION_RATE_LIMIT); its message when over. */
export function overFlowRateLimit(flow: { id: string; api_config: string | null }): string | null {
  const limit = rateLimitOf(flow.api_config);
  return limit && !flowLimiter.take(flow.id, limit) ? limit.message : null;
}
