/** Queue mode's settings (MODE=queue); absent in the default single-process mode. */
export interface QueueConfig {
  /** REDIS_URL: the Redis server of the queue, the streams between processes and shared state. */
  redisUrl: string;
  /** QUEUE_PREFIX: the prefix of every Redis key (several installations may share one Redis). */
  prefix: string;
  /** WORKER_CONCURRENCY: jobs one worker process runs at once. */
  concurrency: number;
  /**
   * QUEUE_LOCK_SECONDS: how long a job's lock lasts without its worker renewing it; a worker that
   * dies is noticed after about this long, and its job is taken over (retried or marked).
   */
  lockSeconds: number;
}

type Env = Record<string, string | undefined>;
type Fail = (variable: string, value: string, expected: string) => never;

function integer(env: Env, name: string, fallback: number, min: number, max: number, fail: Fail): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) fail(name, raw, `an integer from ${min} to ${max}`);
  return n;
}

/** MODE values that mean something here; any other runs one process, with a warning at start. */
export function isKnownMode(value: string | undefined): boolean {
  return ['', 'queue', 'main', 'single'].includes(value?.trim().toLowerCase() ?? '');
}

/** Pure: MODE, REDIS_URL, QUEUE_PREFIX, WORKER_CONCURRENCY, QUEUE_LOCK_SECONDS; `fail` names a bad value. */
export function parseQueueConfig(env: Env, fail: Fail): QueueConfig | undefined {
  // Other values run one process (tools set MODE for their own ends: vitest sets 'test'); main.ts warns.
  if (env.MODE?.trim().toLowerCase() !== 'queue') return undefined;
  const raw = env.REDIS_URL?.trim() ?? '';
  const url = URL.parse(raw);
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:'))
    fail('REDIS_URL', raw, 'a redis:// or rediss:// URL (MODE=queue needs one)');
  const prefix = env.QUEUE_PREFIX?.trim() || 'brains';
  if (!/^[A-Za-z0-9_:.-]{1,64}$/.test(prefix))
    fail('QUEUE_PREFIX', prefix, 'letters, digits and _ : . - (at most 64)');
  return {
    redisUrl: raw,
    prefix,
    concurrency: integer(env, 'WORKER_CONCURRENCY', 4, 1, 256, fail),
    lockSeconds: integer(env, 'QUEUE_LOCK_SECONDS', 30, 2, 3600, fail),
  };
}
