import { type JobHandler, type JobQueue, type JobRun, RequeueJob } from './JobQueue.ts';

/** The handler of each job kind with the context of the plugin that contributed it. */
export type JobHandlers = ReadonlyMap<string, { handler: JobHandler; ctx: () => JobRun['ctx'] }>;

/** The default mode: a job is a call of its handler in this process, events passed straight on. */
export function inProcessJobQueue(handlers: JobHandlers): JobQueue {
  /** Started jobs running here, by kind and id, so `stop` reaches them and `start` is idempotent. */
  const started = new Map<string, AbortController>();
  const handlerOf = (kind: string) => {
    const entry = handlers.get(kind);
    if (!entry) throw new Error(`No plugin handles jobs of kind '${kind}'`);
    return entry;
  };
  return {
    mode: 'in-process',
    async run<T>(kind: string, data: unknown, options: Parameters<JobQueue['run']>[2] = {}) {
      const entry = handlerOf(kind);
      const run: JobRun = {
        ctx: entry.ctx(),
        emit: (event, payload) => options.onEvent?.(event, payload),
        signal: options.signal ?? new AbortController().signal,
        note: async () => {},
        ...(options.local ? { local: options.local } : {}),
      };
      return (await entry.handler(data as never, run)) as T;
    },
    async start(kind, id, data) {
      const key = `${kind}-${id}`;
      if (started.has(key)) return;
      const entry = handlerOf(kind);
      const controller = new AbortController();
      started.set(key, controller);
      const ctx = entry.ctx();
      const run: JobRun = { ctx, emit: () => {}, signal: controller.signal, note: async () => {} };
      // Nobody waits for it: a failure is the handler's to record; here it is only logged.
      void Promise.resolve()
        .then(() => entry.handler(data as never, run))
        .catch((err) => {
          if (!(err instanceof RequeueJob)) ctx.log.error({ err, kind, id }, 'job failed');
        })
        .finally(() => started.delete(key));
    },
    async stop(kind, id, reason) {
      started.get(`${kind}-${id}`)?.abort(reason);
    },
    async counts() {
      return { waiting: 0, active: 0, delayed: 0, failed: 0 };
    },
    // A job that fails here fails its caller's request at once; nothing is kept.
    async failed() {
      return [];
    },
    async close() {},
  };
}
