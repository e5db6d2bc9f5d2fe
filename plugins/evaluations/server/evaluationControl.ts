import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { EVALUATION_JOB, type EvaluationJobData } from './evaluationJob.ts';

type Ctx = Pick<ServerContext, 'db' | 'jobs' | 'shared'>;

/** Queues the run as a job (idempotent): in this process by default, for a worker in queue mode. */
export function startEvaluation(ctx: Ctx, id: string): Promise<void> {
  return ctx.jobs.start(EVALUATION_JOB, id, { id } satisfies EvaluationJobData);
}

/**
 * Cancels a run from any instance: the row says cancelled at once (so a job not yet taken does not
 * start), and the stop reaches the job wherever it runs, which adds the summary.
 */
export async function cancelEvaluation(ctx: Ctx, id: string): Promise<void> {
  await ctx.db
    .updateTable('evaluation')
    .set({ status: 'cancelled', finished_date: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'running'])
    .execute();
  await ctx.jobs.stop(EVALUATION_JOB, id, 'cancel');
}

/**
 * Server started: queues again the runs a stop or crash left pending or running (a job already
 * queued or running for one is left as it is); one process at a time (a lock).
 */
export async function resumeEvaluations(ctx: Ctx): Promise<void> {
  await ctx.shared.withLock('evaluations-resume', 60_000, async () => {
    const rows = await ctx.db
      .selectFrom('evaluation')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .orderBy('run_date')
      .execute();
    for (const r of rows) await startEvaluation(ctx, r.id);
  });
}
