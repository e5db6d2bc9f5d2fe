import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type {
  EvaluatedFlow,
  Evaluation,
  EvaluationResult,
  EvaluationState,
  EvaluationSummary,
  EvaluatorSnapshot,
  EvaluatorVerdict,
  ResultStatus,
} from '../common/evaluationTypes.ts';
import { summarizeResults } from '../common/summarizeResults.ts';
import type { EvaluationResultTable, EvaluationTable } from './tables.ts';

type Row = Selectable<EvaluationTable>;

export const flowsOf = (r: Pick<Row, 'flows'>) => JSON.parse(r.flows) as EvaluatedFlow[];
export const evaluatorsOf = (r: Pick<Row, 'evaluators'>) => JSON.parse(r.evaluators) as EvaluatorSnapshot[];
export const FINISHED: readonly string[] = ['completed', 'cancelled', 'error'];

export function toEvaluation(r: Row, summary: EvaluationSummary): Evaluation {
  return {
    id: r.id,
    name: r.name,
    groupId: r.group_id,
    version: r.version,
    datasetId: r.dataset_id,
    datasetName: r.dataset_name,
    flows: flowsOf(r),
    evaluators: evaluatorsOf(r),
    concurrency: r.concurrency,
    status: r.status as EvaluationState,
    error: r.error,
    summary,
    runDate: new Date(r.run_date).toISOString(),
    finishedDate: r.finished_date ? new Date(r.finished_date).toISOString() : null,
  };
}

export const toResult = (r: Selectable<EvaluationResultTable>): EvaluationResult => ({
  id: r.id,
  evaluationId: r.evaluation_id,
  rowId: r.row_id,
  flowId: r.flow_id,
  sequenceNo: r.sequence_no,
  input: r.input,
  expectedOutput: r.expected_output,
  actualOutput: r.actual_output,
  status: r.status as ResultStatus,
  verdicts: JSON.parse(r.verdicts) as EvaluatorVerdict[],
  latencyMs: r.latency_ms,
  tokens: r.tokens,
  costUsd: r.cost_usd,
  error: r.error,
  executionId: r.execution_id,
});

/** The workspace's evaluation run, or 404. */
export async function findEvaluation(db: Kysely<Database>, workspaceId: string, id: string): Promise<Row> {
  const row = await db
    .selectFrom('evaluation')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Evaluation ${id} not found`);
  return row;
}

/** Adds up a run's results as they are now (a running one's progress, a finished one's totals). */
export async function computeSummary(db: Kysely<Database>, r: Row): Promise<EvaluationSummary> {
  const results = await db
    .selectFrom('evaluation_result')
    .select(['flow_id', 'status', 'verdicts', 'latency_ms', 'tokens', 'cost_usd'])
    .where('evaluation_id', '=', r.id)
    .execute();
  return summarizeResults(
    results.map((x) => ({
      flowId: x.flow_id,
      status: x.status as ResultStatus,
      verdicts: JSON.parse(x.verdicts) as EvaluatorVerdict[],
      latencyMs: x.latency_ms,
      tokens: x.tokens,
      costUsd: x.cost_usd,
    })),
    flowsOf(r),
    evaluatorsOf(r),
  );
}

/** The stored summary of a finished run, else the current one. */
export async function summaryOf(db: Kysely<Database>, r: Row): Promise<EvaluationSummary> {
  if (FINISHED.includes(r.status) && r.summary) return JSON.parse(r.summary) as EvaluationSummary;
  return computeSummary(db, r);
}

/**
 * The list's view of runs still going: counts and sums in one grouped query for all of them,
 * without reading each result's verdicts (the list polls while a run goes on); per-evaluator and
 * per-flow figures come with the run's own page.
 */
export async function liveSummaries(
  db: Kysely<Database>,
  rows: Row[],
): Promise<Map<string, EvaluationSummary>> {
  const out = new Map<string, EvaluationSummary>();
  if (!rows.length) return out;
  const counts = await db
    .selectFrom('evaluation_result')
    .select((eb) => [
      'evaluation_id',
      'status',
      eb.fn.countAll<string>().as('n'),
      eb.fn.sum<string | null>('latency_ms').as('latency'),
      eb.fn.count<string>('latency_ms').as('timed'),
      eb.fn.sum<string | null>('tokens').as('tokens'),
      eb.fn.sum<string | null>('cost_usd').as('cost'),
    ])
    .where(
      'evaluation_id',
      'in',
      rows.map((r) => r.id),
    )
    .groupBy(['evaluation_id', 'status'])
    .execute();
  for (const r of rows) {
    const s = summarizeResults([], flowsOf(r), evaluatorsOf(r));
    let latency = 0;
    let timed = 0;
    for (const c of counts.filter((x) => x.evaluation_id === r.id)) {
      const n = Number(c.n);
      s.total += n;
      if (c.status !== 'pending') s.done += n;
      if (c.status === 'passed') s.passed += n;
      if (c.status === 'failed') s.failed += n;
      if (c.status === 'error') s.errors += n;
      latency += Number(c.latency ?? 0);
      timed += Number(c.timed);
      s.totalTokens += Number(c.tokens ?? 0);
      s.totalCostUsd += Number(c.cost ?? 0);
    }
    s.passRate = s.passed + s.failed ? s.passed / (s.passed + s.failed) : null;
    s.averageLatencyMs = timed ? latency / timed : null;
    out.set(r.id, s);
  }
  return out;
}
