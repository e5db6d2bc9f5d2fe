import { sql } from 'kysely';
import { raceAbort } from '../../common/raceAbort.ts';
import type { ServerContext } from '../plugin/definePluginServer.ts';
import type { QueueCounts } from '../queue/JobQueue.ts';

/** A dependency that does not answer within this long counts as down (a readiness probe waits no longer). */
const CHECK_MS = 3000;

/** GET /ready: nothing secret, only whether each dependency answers and how many jobs wait. */
export interface Readiness {
  status: 'ready' | 'unavailable';
  mode: 'single' | 'queue';
  database: { ok: boolean };
  /** Queue mode only. */
  redis?: { ok: boolean };
  queue?: QueueCounts;
}

async function answers<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await raceAbort(work(), AbortSignal.timeout(CHECK_MS)) };
  } catch {
    return { ok: false };
  }
}

/** Whether this instance can serve: the database, and in queue mode Redis and the queue's depth. */
export async function readiness(ctx: Pick<ServerContext, 'db' | 'jobs' | 'shared'>): Promise<Readiness> {
  const queueMode = ctx.jobs.mode === 'queue';
  const [database, redis, counts] = await Promise.all([
    answers(() => sql`select 1`.execute(ctx.db)),
    queueMode ? answers(() => ctx.shared.ping().then((ok) => (ok ? ok : Promise.reject()))) : undefined,
    queueMode ? answers(() => ctx.jobs.counts()) : undefined,
  ]);
  const ok = database.ok && (!redis || redis.ok);
  return {
    status: ok ? 'ready' : 'unavailable',
    mode: queueMode ? 'queue' : 'single',
    database: { ok: database.ok },
    ...(redis ? { redis: { ok: redis.ok } } : {}),
    ...(counts?.ok ? { queue: counts.value } : {}),
  };
}
