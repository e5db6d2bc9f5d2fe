import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { bullJobQueue } from './bullJobQueue.ts';
import type { JobHandlers } from './inProcessJobQueue.ts';
import type { QueueServices } from './openQueueServices.ts';
import type { QueueConfig } from './queueConfig.ts';
import { redisSharedState } from './redisSharedState.ts';

/** A Redis connection that reports its errors to the log instead of crashing the process. */
async function connect(url: string, log: FastifyBaseLogger, name: string): Promise<RedisClientType> {
  const client = createClient({ url }) as RedisClientType;
  let last = '';
  client.on('error', (err: Error) => {
    // A server that went away reports on every reconnect attempt: once per distinct message.
    if (err.message !== last) log.error({ err }, `Redis (${name})`);
    last = err.message;
  });
  client.on('ready', () => {
    last = '';
  });
  await client.connect();
  return client;
}

/**
 * MODE=queue's services: BullMQ and Redis (fails to start when Redis does not answer). Loaded by
 * openQueueServices only in that mode.
 */
export async function openRedisQueue(
  q: QueueConfig,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
): Promise<QueueServices> {
  const clients: RedisClientType[] = [];
  const open = async (name: string) => {
    const c = await connect(q.redisUrl, log, name);
    clients.push(c);
    return c;
  };
  try {
    const [commands, subscriber, producer] = await Promise.all([
      open('commands'),
      open('subscriber'),
      open('queue'),
    ]);
    const shared = redisSharedState(commands, subscriber, q.prefix);
    const jobs = bullJobQueue({ config: q, connection: producer, shared, handlers, log });
    return {
      shared,
      jobs,
      async startWorker(concurrency) {
        jobs.work(await open('worker'), concurrency);
      },
      stopTaking: () => jobs.stopTaking(),
      async close() {
        if (clients.every((c) => c.isReady)) {
          // Running jobs finish first (a worker's close waits for them).
          await jobs.close();
          await shared.close();
          await Promise.all(clients.map((c) => c.quit().catch(() => c.destroy())));
          return;
        }
        // Redis is away: nothing graceful can happen, and waiting for it would hold the shutdown.
        for (const c of clients) if (c.isOpen) c.destroy();
        await Promise.race([jobs.close().catch(() => {}), new Promise((r) => setTimeout(r, 2000).unref())]);
      },
    };
  } catch (err) {
    for (const c of clients) c.destroy();
    throw new Error(
      `MODE=queue: Redis at ${redactUrl(q.redisUrl)} does not answer (${(err as Error).message})`,
    );
  }
}

/** REDIS_URL without its password, for messages. */
export function redactUrl(raw: string): string {
  const url = URL.parse(raw);
  if (!url) return 'REDIS_URL';
  if (url.password) url.password = '***';
  return url.toString();
}
