import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { inProcessJobQueue, type JobHandlers } from './inProcessJobQueue.ts';
import type { JobQueue } from './JobQueue.ts';
import { memorySharedState } from './memorySharedState.ts';
import type { SharedState } from './SharedState.ts';

export interface QueueServices {
  shared: SharedState;
  jobs: JobQueue;
  /** Queue mode: runs jobs in this process (`npm run worker`); absent in the default mode. */
  startWorker?(concurrency: number): Promise<void>;
  /** The process is closing: its workers take no new job, before the plugins stop theirs (queue mode). */
  stopTaking?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The job queue and shared state of the configured mode: in this process by default, BullMQ and
 * Redis with MODE=queue (which fails to start when Redis does not answer).
 */
export async function openQueueServices(
  config: ServerConfig,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
): Promise<QueueServices> {
  const q = config.queue;
  if (!q) {
    const shared = memorySharedState();
    const jobs = inProcessJobQueue(handlers);
    return { shared, jobs, close: () => shared.close() };
  }
  // Redis and BullMQ load only in queue mode (~0.25 s of CPU a default start does not spend).
  const { openRedisQueue } = await import('./openRedisQueue.ts');
  return openRedisQueue(q, handlers, log);
}
