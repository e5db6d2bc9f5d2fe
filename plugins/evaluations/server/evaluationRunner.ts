import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import type { PriceTable } from '../../executions/public.ts';
import type { FlowRow } from '../../prediction/public.ts';
import { computeSummary, evaluatorsOf, flowsOf } from './evaluationStore.ts';
import { type RowOutcome, runRow } from './runRow.ts';

/** What runs need of the server: the context prediction runs take, and the price table. */
export interface RunnerContext {
  ctx: Pick<
    ServerContext,
    | 'db'
    | 'config'
    | 'registry'
    | 'executors'
    | 'knowledge'
    | 'flowRunners'
    | 'toolProviders'
    | 'log'
    | 'telemetry'
    | 'shared'
    | 'jobs'
  >;
  prices: PriceTable;
}

/** Results read per batch: the rest stay pending in the database, which is what resumes them. */
const BATCH = 100;

/** Why a run's signal stopped it: a cancel (for good) or its process closing (it goes on later). */
export type StopReason = 'cancel' | 'shutdown';

/** Who hears of each row's run (the job, which notes the rows in flight for a take-over). */
export interface RowWatch {
  /** Before the row's flow starts; awaited, so a row never runs unnoted. */
  starting(resultId: string): Promise<void>;
  /** The row's run opened its execution; awaited before the flow goes on. */
  opened(resultId: string, executionId: string): Promise<void>;
  /** The row's result is written, or its run stopped and it stays pending. */
  ended(resultId: string): void;
}

/** Runs items through `fn`, `n` at a time; after a failure no new item starts, and all settle first. */
async function pool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  if (failure) throw failure.err;
}

const deletedFlow: RowOutcome = {
  status: 'error',
  error: 'The flow was deleted',
  verdicts: [],
  actualOutput: null,
  latencyMs: null,
  tokens: null,
  costUsd: null,
  executionId: null,
};

/**
 * Works through a run's pending results, `concurrency` at a time, writing each as it ends, then
 * its status and summary. Stopped by `signal`: a cancel ends it cancelled; a shutdown leaves it
 * running with the rest pending, to be picked up again (evaluationJob).
 */
export async function runEvaluation(
  rc: RunnerContext,
  id: string,
  signal: AbortSignal,
  watch?: RowWatch,
): Promise<void> {
  const { db } = rc.ctx;
  const evaluation = await db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirst();
  if (!evaluation || !['pending', 'running'].includes(evaluation.status)) return;
  if (signal.aborted) return stopped(db, id, signal);
  await db.updateTable('evaluation').set({ status: 'running', error: null }).where('id', '=', id).execute();
  const ids = flowsOf(evaluation).map((f) => f.id);
  const flows = new Map<string, FlowRow>(
    (
      await db
        .selectFrom('chat_flow')
        .selectAll()
        .where('id', 'in', ids)
        .where('workspace_id', '=', evaluation.workspace_id)
        .execute()
    ).map((f) => [f.id, f]),
  );
  const evaluators = evaluatorsOf(evaluation);
  try {
    for (;;) {
      const batch = await db
        .selectFrom('evaluation_result')
        .selectAll()
        .where('evaluation_id', '=', id)
        .where('status', '=', 'pending')
        .orderBy('sequence_no')
        .orderBy('flow_id')
        .limit(BATCH)
        .execute();
      if (!batch.length) break;
      await pool(batch, evaluation.concurrency, async (result) => {
        if (signal.aborted) throw new Error('stopped');
        await watch?.starting(result.id);
        try {
          const flow = flows.get(result.flow_id);
          const out = flow
            ? await runRow(rc, flow, result, evaluators, signal, async (executionId) => {
                await watch?.opened(result.id, executionId);
              })
            : deletedFlow;
          if (signal.aborted) throw new Error('stopped');
          await writeResult(db, result.id, out);
        } finally {
          watch?.ended(result.id);
        }
      });
    }
    await finish(db, id, 'completed', null);
  } catch (err) {
    if (signal.aborted) return stopped(db, id, signal);
    await finish(db, id, 'error', (err as Error).message ?? String(err));
  }
}

/** A stop: a shutdown leaves the run as it is (it goes on later), anything else cancels it. */
function stopped(db: Kysely<Database>, id: string, signal: AbortSignal): Promise<void> | undefined {
  if (signal.reason === ('shutdown' satisfies StopReason)) return;
  return finish(db, id, 'cancelled', null);
}

/** Writes a row's outcome, unless it is no longer pending (marked cut by a take-over, or run already). */
export async function writeResult(db: Kysely<Database>, resultId: string, out: RowOutcome): Promise<void> {
  await db
    .updateTable('evaluation_result')
    .set({
      status: out.status,
      actual_output: out.actualOutput,
      verdicts: JSON.stringify(out.verdicts),
      latency_ms: out.latencyMs,
      tokens: out.tokens,
      cost_usd: out.costUsd,
      error: out.error,
      execution_id: out.executionId,
    })
    .where('id', '=', resultId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Ends a run with its summary. A run that ended another way meanwhile (cancelled from any
 * instance) keeps that status: only a cancel may land on a cancelled run, to add its summary.
 */
export async function finish(
  db: Kysely<Database>,
  id: string,
  status: string,
  error: string | null,
): Promise<void> {
  const row = await db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return; // deleted while it ran
  const summary = await computeSummary(db, row);
  await db
    .updateTable('evaluation')
    .set({ status, error, summary: JSON.stringify(summary), finished_date: new Date() })
    .where('id', '=', id)
    .where(
      'status',
      'in',
      status === 'cancelled' ? ['pending', 'running', 'cancelled'] : ['pending', 'running'],
    )
    .execute();
}
