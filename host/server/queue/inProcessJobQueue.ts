import type { JobHandler, JobQueue, JobRun } from './JobQueue.ts';

/** The handler of each job kind with the context of the plugin that contributed it. */
export type JobHandlers = ReadonlyMap<string, { handler: JobHandler; ctx: () => JobRun['ctx'] }>;

/** The default mode: a job is a call of its handler in this process, events passed straight on. */
export function inProcessJobQueue(handlers: JobHandlers): JobQueue {
  return {
    mode: 'in-process',
    async run<T>(kind: string, data: unknown, options: Parameters<JobQueue['run']>[2] = {}) {
      const entry = handlers.get(kind);
      if (!entry) throw new Error(`No plugin handles jobs of kind '${kind}'`);
      const run: JobRun = {
        ctx: entry.ctx(),
        emit: (event, payload) => options.onEvent?.(event, payload),
        signal: options.signal ?? new AbortController().signal,
        note: async () => {},
        ...(options.local ? { local: options.local } : {}),
      };
      return (await entry.handler(data as never, run)) as T;
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
