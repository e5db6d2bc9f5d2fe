import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DelayedError, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import type { JobHandlers } from './inProcessJobQueue.ts';
import {
  fromJobError,
  type JobError,
  type JobQueue,
  type JobRun,
  RequeueJob,
  toJobError,
} from './JobQueue.ts';
import type { QueueConfig } from './queueConfig.ts';
import type { SharedState } from './SharedState.ts';

/** The one BullMQ queue; a job's name is its kind. */
export const QUEUE_NAME = 'jobs';
/** Where stop requests for running jobs are published; every worker listens. */
const CONTROL = 'control';
/** Jobs stopped before a worker took them (checked when one does). */
const ABORTED = 'aborted-jobs';

/** A job's note (kept as its BullMQ progress), if its handler left one. */
const noteOf = (progress: unknown) =>
  progress && typeof progress === 'object' ? (progress as Record<string, unknown>) : undefined;

/** How long a job handed back by a closing worker waits before another worker may take it. */
const REQUEUE_DELAY_MS = 1000;
/** A started job's BullMQ id: its kind and the caller's id (BullMQ ids take no ':'). */
const startedJobId = (kind: string, id: string) => `${kind}-${id}`;

type JobMessage =
  | { t: 'event'; event: string; data: unknown }
  | { t: 'done'; value: unknown }
  | { t: 'error'; error: JobError };

export interface BullJobQueue extends JobQueue {
  /** Runs jobs in this process (`npm run worker`) until close. */
  work(connection: RedisClientType, concurrency: number): Worker;
  /** This process's workers take no new job (the process is closing); running ones go on. */
  stopTaking(): Promise<void>;
}

/**
 * Queue mode: `run` adds a BullMQ job and follows it over the job's pub/sub channel (its events,
 * then its result or error), so the caller streams what a worker in another process produces.
 */
export function bullJobQueue(o: {
  config: QueueConfig;
  connection: RedisClientType;
  shared: SharedState;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
}): BullJobQueue {
  const { shared, handlers, config } = o;
  const queue = new Queue(QUEUE_NAME, { connection: o.connection, prefix: config.prefix });
  queue.on('error', (err) => o.log.error({ err }, 'queue connection'));
  const workers: Worker[] = [];
  const unsubscribers: (() => Promise<void>)[] = [];

  const processJob = async (
    job: {
      id?: string;
      name: string;
      data: unknown;
      progress: unknown;
      updateProgress(p: object): Promise<void>;
      moveToDelayed(timestamp: number, token?: string): Promise<void>;
    },
    token: string | undefined,
    controllers: Map<string, AbortController>,
  ) => {
    const id = job.id as string;
    const entry = handlers.get(job.name);
    const channel = `job:${id}`;
    const controller = new AbortController();
    controllers.set(id, controller);
    try {
      if (await shared.hasMember(ABORTED, id)) controller.abort('user');
      if (!entry) throw new Error(`No plugin handles jobs of kind '${job.name}'`);
      const previous = noteOf(job.progress);
      const run: JobRun = {
        ctx: entry.ctx(),
        emit: (event, data) => {
          shared
            .publish(channel, { t: 'event', event, data } satisfies JobMessage)
            .catch((err) => o.log.warn({ err }, 'job event lost'));
        },
        signal: controller.signal,
        note: (note) => job.updateProgress(note),
        ...(previous ? { previous } : {}),
      };
      const value = await entry.handler(job.data as never, run);
      await shared.publish(channel, { t: 'done', value } satisfies JobMessage);
      return null;
    } catch (err) {
      if (err instanceof RequeueJob) {
        // This worker is closing: the job waits for another one, its notes kept (not an attempt).
        // Delayed, not waiting: a wait this worker is already blocked in would take it straight
        // back; a delayed job's marker only tells it when to look again, and by then it has stopped.
        await job.moveToDelayed(Date.now() + REQUEUE_DELAY_MS, token);
        throw new DelayedError();
      }
      await shared.publish(channel, { t: 'error', error: toJobError(err) } satisfies JobMessage);
      throw err;
    } finally {
      controllers.delete(id);
    }
  };

  return {
    mode: 'queue',
    async run<T>(kind: string, data: unknown, options: Parameters<JobQueue['run']>[2] = {}) {
      const jobId = randomUUID();
      let resolve!: (v: unknown) => void;
      let reject!: (e: Error) => void;
      const finished = new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // Listening before the job exists, so not even its first event is missed.
      const unsubscribe = await shared.subscribe(`job:${jobId}`, (m) => {
        const message = m as JobMessage;
        if (message.t === 'event') options.onEvent?.(message.event, message.data);
        else if (message.t === 'done') resolve(message.value);
        else reject(fromJobError(message.error));
      });
      const { signal } = options;
      const stop = () => {
        const reason = typeof signal?.reason === 'string' ? signal.reason : 'user';
        void shared
          .addMember(ABORTED, jobId, 3_600_000)
          .then(() => shared.publish(CONTROL, { jobId, reason }))
          .catch((err) => o.log.warn({ err }, 'job stop request lost'));
      };
      signal?.addEventListener('abort', stop, { once: true });
      try {
        await queue.add(kind, data, {
          jobId,
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
        });
        if (signal?.aborted) stop();
        return (await finished) as T;
      } finally {
        signal?.removeEventListener('abort', stop);
        await unsubscribe().catch(() => {});
      }
    },
    async start(kind, id, data) {
      // BullMQ adds nothing when a job of that id exists (waiting, running or kept as failed).
      await queue.add(kind, data, {
        jobId: startedJobId(kind, id),
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
      });
    },
    async stop(kind, id, reason) {
      const jobId = startedJobId(kind, id);
      await shared.addMember(ABORTED, jobId, 3_600_000);
      await shared.publish(CONTROL, { jobId, reason });
    },
    async counts() {
      const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
      return {
        waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
        active: c.active ?? 0,
        delayed: c.delayed ?? 0,
        failed: c.failed ?? 0,
      };
    },
    async failed(limit) {
      const jobs = await queue.getJobs(['failed'], 0, Math.max(0, limit - 1), false);
      return jobs.map((job) => ({
        id: String(job.id),
        kind: job.name,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        reason: (job.failedReason ?? '').split('\n')[0]!.slice(0, 300),
        attempts: job.attemptsMade,
      }));
    },
    work(connection, concurrency) {
      const controllers = new Map<string, AbortController>();
      const lockMs = config.lockSeconds * 1000;
      const worker = new Worker(QUEUE_NAME, (job, token) => processJob(job, token, controllers), {
        connection,
        prefix: config.prefix,
        concurrency,
        // Stored on each job it takes (processedBy): which worker holds a job.
        name: `${hostname()}:${process.pid}`,
        lockDuration: lockMs,
        stalledInterval: lockMs,
        // One take-over after a worker dies; the handler's note decides retry or mark.
        maxStalledCount: 1,
      });
      worker.on('error', (err) => o.log.error({ err }, 'worker connection'));
      // A job whose workers died more often than allowed: its caller hears it failed.
      // Its kind's handler hears it was lost, so its work is marked rather than left running.
      worker.on('failed', (job, err) => {
        if (!job || !/stalled/i.test(err.message)) return;
        void shared.publish(`job:${job.id}`, { t: 'error', error: toJobError(err) } satisfies JobMessage);
        const entry = handlers.get(job.name);
        entry?.handler
          .lost?.(job.data as never, entry.ctx(), noteOf(job.progress))
          .catch((e) => o.log.error({ err: e }, 'lost job'));
      });
      void shared
        .subscribe(CONTROL, (m) => {
          const { jobId, reason } = m as { jobId: string; reason: string };
          controllers.get(jobId)?.abort(reason);
        })
        .then((u) => unsubscribers.push(u));
      workers.push(worker);
      return worker;
    },
    async stopTaking() {
      await Promise.all(workers.map((w) => w.pause(true)));
    },
    async close() {
      for (const u of unsubscribers) await u().catch(() => {});
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
    },
  };
}
