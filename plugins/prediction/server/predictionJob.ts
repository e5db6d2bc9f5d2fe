import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import type { JobRun, RunJobOptions } from '../../../host/server/queue/JobQueue.ts';
import { INTERRUPTED_MESSAGE, markInterrupted } from '../../executions/public.ts';
import type { FlowRow, OpenedRun, PredictionOutcome } from './predictionRun.ts';
import type { PredictionBody } from './predictionTypes.ts';
import { runPrediction } from './runPrediction.ts';

/** A prediction as a job: the flow row the route checked and the request body, both JSON. */
export interface PredictionJobData {
  flow: FlowRow;
  body: PredictionBody;
  /** false: not a chat exchange (an evaluation's run): no chat messages are stored. */
  chatMessages?: false;
  /** The caller's trace context (W3C traceparent), so a run on a queue-mode worker joins its trace. */
  trace?: Record<string, string>;
}

/**
 * Runs a prediction where the server runs jobs: in this process by default, on a worker in queue
 * mode (its events come back to `onEvent`). What the route and other plugins (evaluations) call.
 */
export function runPredictionJob(
  ctx: Pick<ServerContext, 'jobs'>,
  data: PredictionJobData,
  options: RunJobOptions = {},
): Promise<PredictionOutcome> {
  return ctx.jobs.run<PredictionOutcome>('prediction', data, options);
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
  const traceParent = job.local?.traceParent ?? (await ctx.telemetry.fromCarrier(data.trace));
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
    ...(data.chatMessages === false ? { chatMessages: false as const } : {}),
    onOpened: (run) => job.note({ ...run }),
    ...(ctx.jobs.mode === 'queue' ? { openFirst: true } : {}),
    // In this process the caller's context itself; on a worker the one its carrier describes.
    ...(traceParent ? { traceParent } : {}),
  });
}
