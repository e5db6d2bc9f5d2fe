import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { type JobHandler, type JobRun, RequeueJob } from '../../../host/server/queue/JobQueue.ts';
import { finish, type RowWatch, runEvaluation, type StopReason } from './evaluationRunner.ts';
import { runnerContext } from './runnerContext.ts';

/** The job kind of an evaluation run (contributed under `jobs`). */
export const EVALUATION_JOB = 'evaluation';

/** What the job carries: the run's id; its rows and settings are in the database. */
export interface EvaluationJobData {
  id: string;
}

/** The note a job keeps: the results whose flow was running, with the execution each opened. */
interface RowsNote {
  running?: Record<string, string | null>;
}

export const CUT_ROW = 'Interrupted: the worker running this row stopped, so it was not run again';
export const LOST_RUN = 'Interrupted: the workers running this evaluation stopped more often than allowed';

/** In process, at most this many runs at once; the others wait their turn as 'pending'. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** A turn to run (released by the returned function); an abort while waiting gives it up. */
async function turn(signal: AbortSignal): Promise<() => void> {
  if (running >= MAX_RUNNING && !signal.aborted) {
    await new Promise<void>((resolve) => {
      const go = () => {
        signal.removeEventListener('abort', give);
        resolve();
      };
      const give = () => {
        waiting.splice(waiting.indexOf(go), 1);
        resolve();
      };
      waiting.push(go);
      signal.addEventListener('abort', give, { once: true });
    });
    if (signal.aborted) return () => {};
  }
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Runs this process works on (a worker's, or the server's in the default mode), for a shutdown. */
const live = new Map<string, { db: Kysely<Database>; controller: AbortController; done: Promise<void> }>();

/**
 * Notes the rows in flight with the job (queue mode keeps it in Redis; in process it is nothing),
 * one note after the other, so a take-over after this worker died knows which rows it cut.
 */
function noteRows(job: JobRun): RowWatch & { saved(): Promise<void> } {
  const rows: Record<string, string | null> = {};
  let chain = Promise.resolve();
  const save = () => {
    chain = chain.catch(() => {}).then(() => job.note({ running: { ...rows } } satisfies RowsNote));
    return chain;
  };
  return {
    starting(id) {
      rows[id] = null;
      return save();
    },
    opened(id, executionId) {
      rows[id] = executionId;
      return save();
    },
    ended(id) {
      delete rows[id];
      void save().catch(() => {});
    },
    saved: () => chain.catch(() => {}),
  };
}

/** A take-over: the rows the dead worker had in flight end as errors (never run twice), with their execution. */
async function markCut(db: Kysely<Database>, id: string, cut: Record<string, string | null>): Promise<void> {
  for (const [resultId, executionId] of Object.entries(cut))
    await db
      .updateTable('evaluation_result')
      .set({ status: 'error', error: CUT_ROW, execution_id: executionId, verdicts: '[]' })
      .where('id', '=', resultId)
      .where('evaluation_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
}

/**
 * The job: runs the evaluation where jobs run (this process by default, a worker in queue mode).
 * A stop of the job cancels it; the process closing stops it with its rows pending and requeues it
 * (queue mode: another worker goes on; in process: the next start resumes it).
 */
async function runJob(data: EvaluationJobData, job: JobRun): Promise<void> {
  const { ctx } = job;
  const controller = new AbortController();
  const cancel = () => controller.abort('cancel' satisfies StopReason);
  if (job.signal.aborted) cancel();
  else job.signal.addEventListener('abort', cancel, { once: true });
  let ended = () => {};
  live.set(data.id, { db: ctx.db, controller, done: new Promise<void>((r) => (ended = r)) });
  const release = ctx.jobs.mode === 'in-process' ? await turn(controller.signal) : () => {};
  try {
    const cut = (job.previous as RowsNote | undefined)?.running;
    if (cut) await markCut(ctx.db, data.id, cut);
    const rows = noteRows(job);
    await runEvaluation(runnerContext(ctx), data.id, controller.signal, rows);
    await rows.saved();
    if (controller.signal.reason === ('shutdown' satisfies StopReason)) throw new RequeueJob();
  } finally {
    release();
    job.signal.removeEventListener('abort', cancel);
    live.delete(data.id);
    ended();
  }
}

/** Given up after its workers died twice: the rows the last one cut and the run are marked, not left running. */
async function lost(data: EvaluationJobData, ctx: ServerContext, note?: RowsNote): Promise<void> {
  if (note?.running) await markCut(ctx.db, data.id, note.running);
  await finish(ctx.db, data.id, 'error', LOST_RUN);
}

export const evaluationJob: JobHandler = Object.assign(runJob, { lost });

/** Process closing: stops this database's runs where they are (rows pending), waiting for them. */
export async function stopEvaluations(db: Kysely<Database>): Promise<void> {
  const mine = [...live.values()].filter((l) => l.db === db);
  for (const l of mine) l.controller.abort('shutdown' satisfies StopReason);
  await Promise.all(mine.map((l) => l.done));
}
