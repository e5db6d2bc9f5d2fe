import type { Generated } from 'kysely';

export interface DatasetTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  created_date: Generated<Date>;
  updated_date: Generated<Date>;
}

/** A dataset's case; sequence_no orders the rows (the peer's sequence_no). */
export interface DatasetRowTable {
  id: string;
  dataset_id: string;
  input: string;
  expected_output: string;
  /** JSON object of extra columns. */
  metadata: string;
  sequence_no: number;
  updated_date: Generated<Date>;
}

export interface EvaluatorTable {
  id: string;
  workspace_id: string;
  name: string;
  type: string;
  /** JSON, checked by parseEvaluatorConfig. */
  config: string;
  created_date: Generated<Date>;
  updated_date: Generated<Date>;
}

/** One run of an evaluation; runs again of it share group_id and count up version. */
export interface EvaluationTable {
  id: string;
  workspace_id: string;
  group_id: string;
  version: number;
  name: string;
  dataset_id: string;
  dataset_name: string;
  /** JSON: EvaluatedFlow[] as chosen. */
  flows: string;
  /** JSON: EvaluatorSnapshot[] as they were when the run was made. */
  evaluators: string;
  concurrency: number;
  status: string;
  error: string | null;
  /** JSON: the EvaluationSummary written when the run ends. */
  summary: string | null;
  run_date: Generated<Date>;
  finished_date: Date | null;
}

/** One dataset row against one flow; made 'pending' with the run, so a restart resumes the rest. */
export interface EvaluationResultTable {
  id: string;
  evaluation_id: string;
  row_id: string;
  flow_id: string;
  sequence_no: number;
  input: string;
  expected_output: string;
  actual_output: string | null;
  status: string;
  /** JSON: EvaluatorVerdict[]. */
  verdicts: Generated<string>;
  latency_ms: number | null;
  tokens: number | null;
  cost_usd: number | null;
  error: string | null;
  execution_id: string | null;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    dataset: DatasetTable;
    dataset_row: DatasetRowTable;
    evaluator: EvaluatorTable;
    evaluation: EvaluationTable;
    evaluation_result: EvaluationResultTable;
  }
}
