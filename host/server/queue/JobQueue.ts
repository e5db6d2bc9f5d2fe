import type { ServerContext } from '../plugin/definePluginServer.ts';

/** What a job's handler gets besides its data. */
export interface JobRun {
  /** The context of the plugin that contributed the handler. */
  ctx: ServerContext;
  /** Streams an event to whoever waits for the job (the SSE client of a streamed prediction). */
  emit(event: string, data: unknown): void;
  /** Aborted when the waiting caller gives up or a stop request reaches the job. */
  signal: AbortSignal;
  /**
   * Saves a note with the job, so a retry after its worker died knows what the first attempt
   * began (the execution a prediction opened). `previous`: the note of that attempt.
   */
  note(note: Record<string, unknown>): Promise<void>;
  previous?: Record<string, unknown>;
  /** The caller's `local` values when the job runs in its process (RunJobOptions.local). */
  local?: Record<string, unknown>;
}

/** A job kind's handler, contributed by a plugin (`jobs: { prediction: handler }`). */
export type JobHandler = ((data: never, run: JobRun) => Promise<unknown>) & {
  /**
   * Queue mode: called once when the job is given up because the workers running it died more
   * often than allowed (it is neither retried again nor finished), so the plugin can mark its work.
   * `note`: the last attempt's note (JobRun.note).
   */
  lost?: (data: never, ctx: ServerContext, note?: Record<string, unknown>) => Promise<void>;
};

/**
 * Thrown by a handler that stopped because its process is closing, its progress saved (notes, rows):
 * in queue mode the job goes back to the queue for another worker; in process it just ends (the
 * plugin picks it up again at the next start).
 */
export class RequeueJob extends Error {
  constructor() {
    super('The process running this job is closing');
    this.name = 'RequeueJob';
  }
}

export interface RunJobOptions {
  /** Receives the handler's `emit` calls, in order. */
  onEvent?: (event: string, data: unknown) => void;
  /** Aborting it aborts the handler's signal wherever it runs. */
  signal?: AbortSignal;
  /**
   * Values that cannot cross processes (the request's trace context): the handler gets them when
   * the job runs in this process; on a queue-mode worker it runs without them.
   */
  local?: Record<string, unknown>;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A failed job as the executions page lists it: no data (it may hold a question), the reason's first line. */
export interface FailedJob {
  id: string;
  kind: string;
  failedAt: string | null;
  reason: string;
  attempts: number;
}

/**
 * Where plugins run their work: in this process by default (inProcessJobQueue), as BullMQ jobs on
 * worker processes in queue mode (bullJobQueue). The same call in both, so a plugin does not know.
 * `data` must be JSON: in queue mode it crosses processes.
 */
export interface JobQueue {
  readonly mode: 'in-process' | 'queue';
  /** Runs a job of `kind` and resolves with the handler's result (rejects with its error). */
  run<T>(kind: string, data: unknown, options?: RunJobOptions): Promise<T>;
  /**
   * Queues a job nobody waits for (an evaluation run): resolves once it is queued. `id` names it
   * (per kind) for `stop`; queuing an id that is queued or running already does nothing.
   */
  start(kind: string, id: string, data: unknown): Promise<void>;
  /** Aborts the started job `id`'s signal with `reason` wherever it runs; not yet taken, it starts aborted. */
  stop(kind: string, id: string, reason: string): Promise<void>;
  /** Jobs waiting, running and failed (queue mode); zeros in process, where nothing waits. */
  counts(): Promise<QueueCounts>;
  /** The newest failed jobs, at most `limit` (queue mode keeps them a week); none in process. */
  failed(limit: number): Promise<FailedJob[]>;
  close(): Promise<void>;
}

/** The error a job failed with, as it crosses processes (HttpError's statusCode kept). */
export interface JobError {
  message: string;
  statusCode?: number;
  name?: string;
}

export function toJobError(err: unknown): JobError {
  const e = err as { message?: string; statusCode?: number; name?: string };
  return {
    message: typeof e?.message === 'string' ? e.message : String(err),
    ...(typeof e?.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(typeof e?.name === 'string' ? { name: e.name } : {}),
  };
}

export function fromJobError(e: JobError): Error {
  const err = new Error(e.message) as Error & { statusCode?: number };
  if (e.statusCode) err.statusCode = e.statusCode;
  if (e.name) err.name = e.name;
  return err;
}
