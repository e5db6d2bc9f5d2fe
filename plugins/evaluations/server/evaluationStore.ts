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
