import type { JobRun } from '../../../host/server/queue/JobQueue.ts';
import { INTERRUPTED_MESSAGE, markInterrupted } from '../../executions/public.ts';
import type { FlowRow, OpenedRun, PredictionOutcome } from './predictionRun.ts';
import type { PredictionBody } from './predictionTypes.ts';
import { runPrediction } from './runPrediction.ts';

/** A prediction as a job: the flow row the route checked and the request body, both JSON. */
export interface PredictionJobData {
  flow: FlowRow;
  body: PredictionBody;
}

export const isStreaming = (body: PredictionBody) => body.streaming === true || body.streaming === 'true';

/**
 * Runs a prediction wherever jobs run (this process, or a queue-mode worker). When an earlier
 * attempt's worker died after opening the run (its note names the execution), the run is not
 * started again: that execution is marked interrupted (resumable with humanInput proceed), so a
 * job is retried or its execution marked, never both, and the question stays in the chat.
 */
export async function predictionJob(data: PredictionJobData, job: JobRun): Promise<PredictionOutcome> {
  const { ctx } = job;
  const { flow, body } = data;
  const opened = job.previous as Partial<OpenedRun> | undefined;
  if (opened?.executionId) {
    await markInterrupted(ctx.db, opened.executionId, opened.owner ?? null);
    const chatId = body.chatId ?? '';
    return {
      status: 'TERMINATED',
      error: INTERRUPTED_MESSAGE,
      text: '',
      question: body.question ?? '',
      chatId,
      chatMessageId: opened.questionId ?? crypto.randomUUID(),
      sessionId: (body.overrideConfig?.sessionId as string | undefined) || chatId,
      executionId: opened.executionId,
    };
  }
  return runPrediction({
    ctx,
    flow,
    body,
    signal: job.signal,
    ...(isStreaming(body) ? { onEvent: (event, payload) => job.emit(event, payload) } : {}),
    onOpened: (run) => job.note({ ...run }),
    ...(job.local?.traceParent ? { traceParent: job.local.traceParent } : {}),
  });
}
