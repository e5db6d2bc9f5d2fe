/** A named set of test cases: an input, the output expected and optional metadata columns. */
export interface Dataset {
  id: string;
  name: string;
  description: string;
  rowCount: number;
  createdDate: string;
  updatedDate: string;
}

export interface DatasetRow {
  id: string;
  datasetId: string;
  input: string;
  expectedOutput: string;
  /** Extra columns (a CSV's other columns), text by name. */
  metadata: Record<string, string>;
  sequenceNo: number;
  updatedDate: string;
}

/** One page of a dataset's rows, in sequence order. */
export interface DatasetRowsPage {
  dataset: Dataset;
  rows: DatasetRow[];
  total: number;
}

export const EVALUATOR_TYPES = ['text', 'json', 'numeric', 'llm'] as const;
export type EvaluatorType = (typeof EVALUATOR_TYPES)[number];

export const TEXT_OPERATORS = [
  'contains',
  'notContains',
  'equals',
  'startsWith',
  'endsWith',
  'regex',
] as const;
export const JSON_OPERATORS = ['isValidJson', 'matchesSchema'] as const;
export const NUMERIC_MEASURES = ['length', 'latency', 'tokens', 'cost'] as const;
export const NUMERIC_OPERATORS = [
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'equals',
] as const;

export interface TextEvaluatorConfig {
  operator: (typeof TEXT_OPERATORS)[number];
  /** What the output is checked against; {{expectedOutput}} and {{input}} are replaced by the row's. */
  value: string;
  caseSensitive?: boolean;
}
export interface JsonEvaluatorConfig {
  operator: (typeof JSON_OPERATORS)[number];
  /** A JSON Schema (as JSON text) for matchesSchema. */
  schema?: string;
}
export interface NumericEvaluatorConfig {
  measure: (typeof NUMERIC_MEASURES)[number];
  operator: (typeof NUMERIC_OPERATORS)[number];
  /** Characters, milliseconds, tokens or US dollars, by measure. */
  value: number;
}
/** A chat model grading each answer 1-5 against a rubric; it passes at passGrade or above. */
export interface LlmEvaluatorConfig {
  /** The chat model component, as nodes save it (chatOpenAI, chatAnthropic, ...). */
  model: string;
  /** Its settings, as a node's <prefix>ModelConfig: credential, modelName, base path... */
  modelConfig: Record<string, unknown>;
  rubric: string;
  passGrade: number;
}

export type EvaluatorConfig =
  | TextEvaluatorConfig
  | JsonEvaluatorConfig
  | NumericEvaluatorConfig
  | LlmEvaluatorConfig;

export interface Evaluator {
  id: string;
  name: string;
  type: EvaluatorType;
  config: EvaluatorConfig;
  createdDate: string;
  updatedDate: string;
}

export const EVALUATION_STATES = ['pending', 'running', 'completed', 'cancelled', 'error'] as const;
export type EvaluationState = (typeof EVALUATION_STATES)[number];

/** Flow types that answer a question, so an evaluation can run them. */
export const EVALUATED_FLOW_TYPES: readonly string[] = ['AGENTFLOW', 'CHATFLOW', 'ASSISTANT', 'MULTIAGENT'];

export interface EvaluatedFlow {
  id: string;
  name: string;
  type: string;
}

/** An evaluator as the run used it (kept with the run, so later edits do not rewrite its results). */
export type EvaluatorSnapshot = Pick<Evaluator, 'id' | 'name' | 'type' | 'config'>;

/** What a finished (or running) run adds up to; see summarizeResults. */
export interface EvaluationSummary {
  total: number;
  done: number;
  passed: number;
  failed: number;
  errors: number;
  /** Passed among the rows that ran without error, 0..1 (null before any). */
  passRate: number | null;
  averageLatencyMs: number | null;
  totalTokens: number;
  totalCostUsd: number;
  /** Latencies of the rows run, in up to 10 equal-width buckets. */
  latencyBuckets: { fromMs: number; toMs: number; count: number }[];
  perEvaluator: { id: string; name: string; passed: number; failed: number; passRate: number | null }[];
  perFlow: {
    id: string;
    name: string;
    passed: number;
    failed: number;
    errors: number;
    costUsd: number;
    averageLatencyMs: number | null;
  }[];
}

export interface Evaluation {
  id: string;
  name: string;
  /** Runs of one evaluation share a group; version counts them from 1. */
  groupId: string;
  version: number;
  datasetId: string;
  datasetName: string;
  flows: EvaluatedFlow[];
  evaluators: EvaluatorSnapshot[];
  concurrency: number;
  status: EvaluationState;
  error: string | null;
  summary: EvaluationSummary;
  runDate: string;
  finishedDate: string | null;
}

export type ResultStatus = 'pending' | 'passed' | 'failed' | 'error';

export interface EvaluatorVerdict {
  id: string;
  name: string;
  type: EvaluatorType;
  pass: boolean;
  /** Why, in a sentence: the check made, or the judge's reasoning. */
  detail: string;
  /** The judge's grade, 1-5. */
  grade?: number;
}

/** One dataset row run against one flow. */
export interface EvaluationResult {
  id: string;
  evaluationId: string;
  rowId: string;
  flowId: string;
  sequenceNo: number;
  input: string;
  expectedOutput: string;
  actualOutput: string | null;
  status: ResultStatus;
  verdicts: EvaluatorVerdict[];
  latencyMs: number | null;
  tokens: number | null;
  costUsd: number | null;
  error: string | null;
  executionId: string | null;
}

export interface EvaluationResultsPage {
  results: EvaluationResult[];
  total: number;
}
