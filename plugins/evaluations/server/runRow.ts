import type { Selectable } from 'kysely';
import type { TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import { type ExecutedNodeRun, executionCost, type PriceTable, runCost } from '../../executions/public.ts';
import { FlowInvalidError, type FlowRow, runPrediction } from '../../prediction/public.ts';
import { checkOutput, type RunSample } from '../common/checkOutput.ts';
import type { EvaluatorSnapshot, EvaluatorVerdict } from '../common/evaluationTypes.ts';
import { rowStatus } from '../common/summarizeResults.ts';
import type { RunnerContext } from './evaluationRunner.ts';
import { judgeAnswer } from './judgeAnswer.ts';
import type { EvaluationResultTable } from './tables.ts';

/** How a row's run went: what is written to its result. */
export interface RowOutcome {
  status: 'passed' | 'failed' | 'error';
  actualOutput: string | null;
  verdicts: EvaluatorVerdict[];
  latencyMs: number | null;
  tokens: number | null;
  costUsd: number | null;
  error: string | null;
  executionId: string | null;
}

function usageAndCost(
  outcome: { usage?: TokenUsage; agentFlowExecutedData?: unknown[] },
  prices: PriceTable,
): { tokens: number | null; costUsd: number | null } {
  if (outcome.agentFlowExecutedData) {
    const runs = outcome.agentFlowExecutedData as ExecutedNodeRun[];
    const tokens = runs.reduce((n, r) => n + (r.data?.usageMetadata?.totalTokens ?? 0), 0);
    return { tokens, costUsd: executionCost(runs, prices).totalUsd };
  }
  if (!outcome.usage) return { tokens: null, costUsd: null };
  return { tokens: outcome.usage.totalTokens, costUsd: runCost(outcome.usage, prices)?.usd ?? null };
}

/**
 * Runs one dataset row through one flow on the prediction path the API uses (same engine, same
 * validation; no rate limit, no chat messages), then every evaluator on the answer. A flow that
 * fails or does not validate gives an error result, not a thrown error; only a stop (signal) throws.
 * The flow runs in this process: the evaluation is the job (a worker's, in queue mode), so its rows
 * do not queue behind other jobs for worker slots the evaluation itself holds.
 */
export async function runRow(
  rc: RunnerContext,
  flow: FlowRow,
  result: Selectable<EvaluationResultTable>,
  evaluators: readonly EvaluatorSnapshot[],
  signal: AbortSignal,
  onOpened?: (executionId: string) => Promise<void>,
): Promise<RowOutcome> {
  const started = performance.now();
  const failed = (error: string, extra: Partial<RowOutcome> = {}): RowOutcome => ({
    status: 'error',
    actualOutput: null,
    verdicts: [],
    latencyMs: Math.round(performance.now() - started),
    tokens: null,
    costUsd: null,
    executionId: null,
    error,
    ...extra,
  });
  let outcome: Awaited<ReturnType<typeof runPrediction>>;
  try {
    outcome = await runPrediction({
      ctx: rc.ctx,
      flow,
      body: { question: result.input, chatId: `evaluation-${result.evaluation_id}-${result.id}` },
      chatMessages: false,
      signal,
      // A row that is noted (a job's) opens its run first: a take-over after its worker died must
      // find the execution noted before any model call, to mark it instead of running it again.
      ...(onOpened ? { onOpened: (run) => onOpened(run.executionId), openFirst: true } : {}),
    });
  } catch (err) {
    if (signal.aborted) throw err;
    if (err instanceof FlowInvalidError)
      return failed(`The flow does not validate: ${err.errors.map((e) => e.message).join('; ')}`);
    return failed((err as Error).message);
  }
  if (signal.aborted) throw new Error('stopped');
  const latencyMs = Math.round(performance.now() - started);
  const { tokens, costUsd } = usageAndCost(outcome, rc.prices);
  const output = outcome.text || (outcome.json !== undefined ? JSON.stringify(outcome.json) : '');
  const base = { actualOutput: output, latencyMs, tokens, costUsd, executionId: outcome.executionId ?? null };
  if (outcome.status !== 'FINISHED') return failed(outcome.error || `The flow ended ${outcome.status}`, base);
  const sample: RunSample = {
    input: result.input,
    expectedOutput: result.expected_output,
    output,
    latencyMs,
    tokens: tokens ?? 0,
    costUsd: costUsd ?? 0,
  };
  const verdicts: EvaluatorVerdict[] = [];
  for (const e of evaluators) {
    if (e.type !== 'llm') {
      verdicts.push(checkOutput(e, sample));
      continue;
    }
    verdicts.push(await judgeAnswer(rc.ctx, flow.workspace_id, e, sample, signal));
  }
  return { ...base, status: rowStatus(verdicts), verdicts, error: null };
}
