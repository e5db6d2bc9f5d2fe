import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import type { PriceTable } from '../../executions/public.ts';
import type { FlowRow } from '../../prediction/public.ts';
import { computeSummary, evaluatorsOf, flowsOf } from './evaluationStore.ts';
import { runRow } from './runRow.ts';
import { holdMember } from '../../../host/server/queue/holdMember.ts';

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

/** Runs this process works on at once; others wait their turn as 'pending'. */
const MAX_RUNNING = 2;
/** Results read per batch: the rest stay pending in the database, which is what resumes them. */
const BATCH = 100;

type StopReason = 'cancel' | 'shutdown';
interface Live {
  db: Kysely<Database>;
  controller: AbortController;
  done: Promise<void>;
}
const live = new Map<string, Live>();
const waiting: { id: string; rc: RunnerContext }[] = [];
/** Each run's mark in the shared state while this process has it (queued or running), released at its end. */
const holds = new Map<string, Promise<() => Promise<void>>>();
/** The shared set of runs some instance has; with several instances (queue mode) the others leave them alone. */
export const HELD_RUNS = 'evaluations-running';
/** The channel a cancel travels on to the instance that has the run. */
export const CANCEL_RUNS = 'evaluation-cancel';

function release(id: string) {
  const hold = holds.get(id);
  holds.delete(id);
  void hold?.then((free) => free());
}

/** Is this run being worked on (or queued) in this process? */
export const isLive = (id: string) => live.has(id) || waiting.some((w) => w.id === id);

/** Queues a run; it starts when fewer than MAX_RUNNING run. Idempotent. */
export function startEvaluation(rc: RunnerContext, id: string): void {
  if (isLive(id)) return;
  holds.set(id, holdMember(rc.ctx.shared, HELD_RUNS, id));
  waiting.push({ id, rc });
  pump();
}

function pump() {
  while (live.size < MAX_RUNNING && waiting.length) {
    const next = waiting.shift();
    if (!next) break;
    const controller = new AbortController();
    const done = runEvaluation(next.rc, next.id, controller.signal)
      .catch((err) => next.rc.ctx.log.error({ err, evaluationId: next.id }, 'evaluation run failed'))
      .finally(() => {
        live.delete(next.id);
        release(next.id);
        pump();
      });
    live.set(next.id, { db: next.rc.ctx.db, controller, done });
  }
}

/** Stops a run for good (status cancelled); false when it is not running here. */
export function cancelEvaluation(id: string): boolean {
  const i = waiting.findIndex((w) => w.id === id);
  if (i >= 0) {
    waiting.splice(i, 1);
    release(id);
  }
  const run = live.get(id);
  run?.controller.abort('cancel' satisfies StopReason);
  return i >= 0 || Boolean(run);
}

/** Server closing: stops this database's runs where they are, to be resumed by the next start. */
export async function stopEvaluations(db: Kysely<Database>): Promise<void> {
  for (let i = waiting.length - 1; i >= 0; i--) {
    const w = waiting[i];
    if (w?.rc.ctx.db !== db) continue;
    waiting.splice(i, 1);
    release(w.id);
  }
  const mine = [...live.values()].filter((l) => l.db === db);
  for (const l of mine) l.controller.abort('shutdown' satisfies StopReason);
  await Promise.all(mine.map((l) => l.done));
}

/**
 * Server started: picks up the runs a stop or crash left pending or running, leaving those another
 * instance has (their mark is held in the shared state); one instance at a time (a lock).
 */
export async function resumeEvaluations(rc: RunnerContext): Promise<void> {
  await rc.ctx.shared.withLock('evaluations-resume', 60_000, async () => {
    const rows = await rc.ctx.db
      .selectFrom('evaluation')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .orderBy('run_date')
      .execute();
    for (const r of rows) {
      if (isLive(r.id) || (await rc.ctx.shared.hasMember(HELD_RUNS, r.id))) continue;
      startEvaluation(rc, r.id);
    }
  });
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

async function runEvaluation(rc: RunnerContext, id: string, signal: AbortSignal): Promise<void> {
  const { db } = rc.ctx;
  const evaluation = await db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirst();
  if (!evaluation || !['pending', 'running'].includes(evaluation.status)) return;
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
        const flow = flows.get(result.flow_id);
        const out = flow
          ? await runRow(rc, flow, result, evaluators, signal)
          : {
              status: 'error' as const,
              error: 'The flow was deleted',
              verdicts: [],
              actualOutput: null,
              latencyMs: null,
              tokens: null,
              costUsd: null,
              executionId: null,
            };
        if (signal.aborted) throw new Error('stopped');
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
          .where('id', '=', result.id)
          .where('status', '=', 'pending')
          .execute();
      });
    }
    await finish(db, id, 'completed', null);
  } catch (err) {
    if (signal.aborted && signal.reason === 'shutdown') return; // stays running: the next start resumes it
    if (signal.aborted) return finish(db, id, 'cancelled', null);
    await finish(db, id, 'error', (err as Error).message ?? String(err));
  }
}

async function finish(db: Kysely<Database>, id: string, status: string, error: string | null): Promise<void> {
  const row = await db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return; // deleted while it ran
  const summary = await computeSummary(db, row);
  await db
    .updateTable('evaluation')
    .set({ status, error, summary: JSON.stringify(summary), finished_date: new Date() })
    .where('id', '=', id)
    .execute();
}
