import { type ResourceLimits, Worker } from 'node:worker_threads';
import { timeoutError } from './describeVmError.ts';
import { responseHead } from './responseHead.ts';
import type { GuardedFetch } from './guardedFetch.ts';
import type { GuardedSql } from './modules/guardedSql.ts';
import type { FetchCall, FromWorker, ToWorker } from './sandboxProtocol.ts';
import { SANDBOX_MAX_TIMEOUT_MS, type SandboxRequest } from './sandboxRequest.ts';
import type { SandboxError, SandboxResult, SandboxTool } from './sandboxTypes.ts';
import { type SandboxWorkerEntry, sandboxWorkerEntry } from './sandboxWorkerEntry.ts';

export interface SandboxPoolOptions {
  /** Worker threads at most (each runs one run at a time). */
  size: number;
  /** Tests start other worker code here. Default: the sandbox worker. */
  entry?: SandboxWorkerEntry;
  /** V8 limits of each worker: the backstop for memory QuickJS's WebAssembly cap does not cover. */
  resourceLimits?: ResourceLimits;
  /** How long past a run's deadline its worker may stay silent before it is ended. Default 1 s. */
  graceMs?: number;
  /** How long a worker may take to load before the run's deadline even starts. Default 30 s. */
  startMs?: number;
  /** How long a run may wait for a free worker. Default 60 s (the longest run). */
  queueWaitMs?: number;
}

export const SANDBOX_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

export interface SandboxPoolStats {
  size: number;
  workers: number;
  busy: number;
  queued: number;
  /** QuickJS modules replaced inside workers (after a host-side failure or to give memory back). */
  engineResets: number;
  /** Workers ended by the pool (stuck past the deadline) or lost (out of memory, crash), then replaced. */
  workersReplaced: number;
}

interface Job {
  runId: number;
  request: SandboxRequest;
  fetch: GuardedFetch | undefined;
  sql?: GuardedSql;
  tools?: SandboxTool[];
  resolve: (result: SandboxResult) => void;
  fetches: Map<number, AbortController>;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** The worker loaded and spoke once: only such a worker is replaced at once when lost (no respawn loop). */
  ready: boolean;
  gone: boolean;
}

const failed = (error: SandboxError): SandboxResult => ({ ok: false, error, logs: [] });

/**
 * Worker threads that run sandboxed code off the main event loop, so a busy or stuck function never holds
 * the HTTP server. Each run has two stops: QuickJS's interrupt handler inside the worker (the normal one,
 * which keeps the console output), and this pool ending the worker when it stays silent past the deadline
 * plus a grace period. Memory: QuickJS's WebAssembly memory is capped per run inside the worker, and the
 * worker's V8 heap by resourceLimits; a worker that runs out is lost and replaced, and its run reports a
 * memory error. Workers start on first use, are replaced right after one is lost, and never keep the
 * process alive while idle.
 */
export class SandboxPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly entry: SandboxWorkerEntry;
  private readonly resourceLimits: ResourceLimits;
  private readonly graceMs: number;
  private readonly startMs: number;
  private readonly queueWaitMs: number;
  private nextRunId = 1;
  private engineResets = 0;
  private workersReplaced = 0;
  private closed = false;

  constructor(private readonly options: SandboxPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new TypeError('SandboxPool: size must be a positive integer');
    }
    this.entry = options.entry ?? sandboxWorkerEntry();
    this.resourceLimits = options.resourceLimits ?? SANDBOX_WORKER_LIMITS;
    this.graceMs = options.graceMs ?? 1000;
    this.startMs = options.startMs ?? 30_000;
    this.queueWaitMs = options.queueWaitMs ?? SANDBOX_MAX_TIMEOUT_MS;
  }

  /** Runs one request; never rejects: every failure is a SandboxResult with ok false. */
  run(
    request: SandboxRequest,
    fetch?: GuardedFetch,
    sql?: GuardedSql,
    tools?: SandboxTool[],
  ): Promise<SandboxResult> {
    if (this.closed) return Promise.resolve(failed({ kind: 'runtime', message: 'The sandbox is shut down' }));
    return new Promise<SandboxResult>((resolve) => {
      const job: Job = { runId: this.nextRunId++, request, fetch, sql, tools, resolve, fetches: new Map() };
      job.timer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        this.queue.splice(at, 1);
        resolve(
          failed({
            kind: 'timeout',
            message: `Every sandbox worker stayed busy for ${this.queueWaitMs} ms; the code did not start`,
          }),
        );
      }, this.queueWaitMs);
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Starts the workers now instead of on first use (the first run then skips the start-up time). */
  warm(): void {
    while (!this.closed && this.slots.size < this.options.size) this.spawn();
  }

  stats(): SandboxPoolStats {
    let busy = 0;
    for (const slot of this.slots) if (slot.job) busy++;
    return {
      size: this.options.size,
      workers: this.slots.size,
      busy,
      queued: this.queue.length,
      engineResets: this.engineResets,
      workersReplaced: this.workersReplaced,
    };
  }

  /** Ends every worker; runs still waiting or running end with an error. */
  async close(): Promise<void> {
    this.closed = true;
    const shutDown = failed({ kind: 'runtime', message: 'The sandbox was shut down during the run' });
    for (const job of this.queue.splice(0)) this.settle(job, shutDown);
    const slots = [...this.slots];
    for (const slot of slots) this.lose(slot, shutDown, false);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = [...this.slots].find((s) => !s.job);
      if (!slot && this.slots.size < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      clearTimeout(job.timer);
      slot.job = job;
      slot.worker.ref(); // a run in flight keeps the process alive, like any pending I/O
      // Until the worker says the deadline started, allow for loading; then the deadline plus grace.
      job.timer = setTimeout(() => this.stuck(slot), this.startMs + job.request.timeoutMs + this.graceMs);
      this.send(slot, {
        type: 'run',
        runId: job.runId,
        request: job.request,
        hasFetch: !!job.fetch,
        hasSql: !!job.sql,
        hasTools: !!job.tools?.length,
      });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.entry.filename, {
      name: 'sandbox',
      workerData: this.entry.workerData,
      resourceLimits: this.resourceLimits,
      env: {}, // nothing of the server's environment in a thread that runs user code
    });
    worker.unref();
    const slot: Slot = { worker, job: null, ready: false, gone: false };
    this.slots.add(slot);
    worker.on('message', (message: FromWorker) => this.receive(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.lose(
        slot,
        failed(
          outOfMemory
            ? {
                kind: 'memory',
                message: `The code went over its memory limit: its sandbox worker ran out of its ${this.resourceLimits.maxOldGenerationSizeMb} MB heap and was replaced`,
              }
            : { kind: 'runtime', message: `The sandbox worker failed: ${error.message}` },
        ),
      );
    });
    worker.on('exit', (code) => {
      const message = `The sandbox worker stopped unexpectedly (exit code ${code})`;
      this.lose(slot, failed({ kind: 'runtime', message }));
    });
    return slot;
  }

  private receive(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    slot.ready = true;
    switch (message.type) {
      case 'ready':
        return;
      case 'engine-reset':
        this.engineResets++;
        return;
      case 'started':
        if (job?.runId !== message.runId) return;
        clearTimeout(job.timer);
        job.timer = setTimeout(() => this.stuck(slot), job.request.timeoutMs + this.graceMs);
        return;
      case 'fetch':
        if (job?.runId !== message.runId) return;
        this.relayFetch(slot, job, message.fetchId, message.call);
        return;
      case 'sql':
        if (job?.runId !== message.runId) return;
        this.relayCall(slot, job, message.fetchId, 'Database connections are not available here', (signal) =>
          job
            .sql?.(message.call, signal)
            .then((reply) => ({ type: 'sql-reply', fetchId: message.fetchId, reply })),
        );
        return;
      case 'tool':
        if (job?.runId !== message.runId) return;
        this.relayCall(slot, job, message.fetchId, `No tool '${message.call.name}' is connected`, (signal) =>
          job.tools
            ?.find((tool) => tool.name === message.call.name)
            ?.call(message.call.input, signal)
            .then((reply) => ({ type: 'tool-reply', fetchId: message.fetchId, reply: String(reply) })),
        );
        return;
      case 'fetch-abort':
        job?.fetches.get(message.fetchId)?.abort();
        return;
      case 'done':
        if (job?.runId !== message.runId) return;
        slot.job = null;
        slot.worker.unref();
        this.settle(job, message.result);
        this.dispatch();
        return;
    }
  }

  /** Makes the worker's fetch with the caller's GuardedFetch, here on the main thread. */
  private relayFetch(slot: Slot, job: Job, fetchId: number, call: FetchCall): void {
    const fetch = job.fetch;
    // All in one promise chain, so a caller's fetch that throws (at once or while reading) is a fetch error
    // inside the sandbox, never an exception here.
    this.relayCall(slot, job, fetchId, 'fetch is not available here', (signal) =>
      fetch?.(call.url, { ...call, signal }).then(
        (res): ToWorker => ({
          type: 'fetch-reply',
          fetchId,
          reply: { ...responseHead(res), text: res.text() },
        }),
      ),
    );
  }

  /**
   * Makes a call of the worker's code on the main thread (a `pg`/`typeorm` query with the caller's
   * GuardedSql, a `$tools` call with the caller's tool), like relayFetch; `start` answers undefined when
   * the run has nothing to make it with.
   */
  private relayCall(
    slot: Slot,
    job: Job,
    fetchId: number,
    unavailable: string,
    start: (signal: AbortSignal) => Promise<ToWorker> | undefined,
  ): void {
    const abort = new AbortController();
    job.fetches.set(fetchId, abort);
    Promise.resolve()
      .then(() => start(abort.signal) ?? Promise.reject(new Error(unavailable)))
      .then(
        (reply) => this.send(slot, reply),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          this.send(slot, { type: 'fetch-error', fetchId, message });
        },
      )
      .finally(() => job.fetches.delete(fetchId));
  }

  private send(slot: Slot, message: ToWorker): void {
    if (!slot.gone) slot.worker.postMessage(message);
  }

  /** The worker stayed silent past its run's deadline: the interrupt handler did not stop the code. */
  private stuck(slot: Slot): void {
    const timeoutMs = slot.job?.request.timeoutMs ?? 0;
    this.lose(slot, failed(timeoutError(timeoutMs, '; its sandbox worker was stopped')));
  }

  /** Ends a slot (ended, crashed or out of memory): settles its run with `result` and replaces the worker. */
  private lose(slot: Slot, result: SandboxResult, replace = true): void {
    if (slot.gone) return;
    slot.gone = true;
    this.slots.delete(slot);
    void slot.worker.terminate();
    const job = slot.job;
    slot.job = null;
    if (job) this.settle(job, result);
    if (!replace || this.closed) return;
    this.workersReplaced++;
    if (slot.ready && this.slots.size < this.options.size) this.spawn();
    this.dispatch();
  }

  private settle(job: Job, result: SandboxResult): void {
    clearTimeout(job.timer);
    for (const abort of job.fetches.values()) abort.abort();
    job.fetches.clear();
    job.resolve(result);
  }
}
