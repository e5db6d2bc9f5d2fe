import type { EmitEvent, EngineEventName } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunner, FlowRunResult } from '../../../host/server/engine/flowRunner.ts';
import { stripSecrets } from '../../../host/server/engine/stripSecrets.ts';
import { raceAbort } from '../../../host/common/raceAbort.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { recordAnswer } from '../../chat/public.ts';
import { pipelineWrites } from '../../../host/server/db/pipelineWrites.ts';
import { resolveVariables } from '../../variables/public.ts';
import { failExecution, ownerToken, sweepInterrupted } from '../../executions/public.ts';
import { engineServices } from './engineServices.ts';
import { closeKindRecord, type KindRecord, openKindRecord } from './kindRecord.ts';
import type { AppliedOverrides } from './overrideConfig.ts';
import {
  askQuestion,
  attachments,
  type NestedRun,
  type PredictionOutcome,
  type PredictionRun,
  runDeadline,
  toHistory,
} from './predictionRun.ts';

/** Why a run that threw ended: the signal's reason when it was stopped, else an error. */
function failure(err: unknown, signal: AbortSignal): FlowRunResult {
  if (signal.aborted) {
    const timeout = signal.reason === 'timeout';
    return {
      status: timeout ? 'TIMEOUT' : 'TERMINATED',
      text: '',
      error: timeout ? 'Flow execution timed out' : 'Flow execution was cancelled',
    };
  }
  return { status: 'ERROR', text: '', error: (err as Error)?.message ?? String(err) };
}

/**
 * Runs a flow of a plugin-contributed kind (a chatflow) with the mechanism agent flows have around
 * the engine: overrides, variables, credentials, uploads, the deadline and stop route, the
 * session's chat history, the question stored before and the answer (with its sources and tool
 * calls) after. An execution record only when the runner `records` (multi-agent flows; chatflows
 * have none, as in the peer). sourceDocuments and
 * usedTools the runner did not stream are sent once it ends, so clients always see them.
 */
export async function runFlowKind(
  run: PredictionRun,
  runner: FlowRunner,
  overrides: AppliedOverrides,
  ids: { sessionId: string; chatId: string },
  nested: NestedRun,
): Promise<PredictionOutcome> {
  const { ctx, flow: row, body } = run;
  const { db } = ctx;
  const { sessionId, chatId } = ids;
  const workspaceId = row.workspace_id;
  if (body.humanInput && !runner.resumes)
    throw httpError(400, `humanInput: a ${row.type} flow does not pause for a human`);

  const deadline = runDeadline(run);
  const { signal } = deadline;
  const base = { workspaceId, chatflowId: row.id, chatId, sessionId };
  const secrets = new Set<string>();
  const sent = new Set<EngineEventName>();
  const emit: EmitEvent = (event, data) => {
    sent.add(event);
    run.onEvent?.(event, stripSecrets(data, secrets));
  };
  let record: KindRecord | undefined;
  try {
    // A kind that records opens its execution in the commit that stores the question.
    if (runner.records) await sweepInterrupted(db, ctx.shared);
    const opened = runner.records
      ? await db.transaction().execute(async (trx) => {
          const rec = await openKindRecord(trx, ownerToken(db), {
            workspaceId,
            flowId: row.id,
            sessionId,
            resume: Boolean(body.humanInput),
          });
          return { rec, asked: await askQuestion(run, { ...base, executionId: rec.executionId }, trx) };
        })
      : { rec: undefined, asked: await askQuestion(run, base) };
    record = opened.rec;
    const { asked } = opened;
    const scope = record ? { ...base, executionId: record.executionId } : base;
    const vars = await resolveVariables(db, workspaceId, overrides.vars);
    const services = engineServices({
      ctx,
      workspaceId,
      flowId: row.id,
      sessionId,
      questionId: asked?.userMessageId,
      vars,
      chain: [...(run.chain ?? []), row.id],
      nested,
      signal,
      ...(run.modelBaseURL ? { modelBaseURL: run.modelBaseURL } : {}),
    });
    // Credential values a component reads never reach the chat record, the events or the client.
    const credential = services.credential;
    services.credential = async (id) => {
      const c = await credential(id);
      for (const v of Object.values(c.data)) if (typeof v === 'string' && v) secrets.add(v);
      return c;
    };
    let result: FlowRunResult;
    try {
      // A runner that ignores its signal cannot hang the request past the deadline.
      result = await raceAbort(
        runner.run({
          flow: overrides.flow,
          flowId: row.id,
          workspaceId,
          input: {
            question: body.question ?? '',
            ...(body.form ? { form: body.form } : {}),
            history: toHistory(body.history),
            sessionId,
            chatId,
            ...(body.humanInput ? { humanInput: body.humanInput } : {}),
            ...attachments(body),
          },
          vars,
          services,
          streaming: body.streaming === true || body.streaming === 'true',
          emit,
          signal,
          db,
          addSecret: (value) => {
            if (value) secrets.add(value);
          },
          ...(run.trace ? { trace: run.trace } : {}),
        }),
        signal,
      );
    } catch (err) {
      // A runner's own 4xx (a request it refuses) answers as such; anything else ends the run.
      const code = (err as { statusCode?: number } | null)?.statusCode;
      if (code && code < 500 && !signal.aborted) throw err;
      result = failure(err, signal);
    }
    const clean = stripSecrets(
      {
        sourceDocuments: result.sourceDocuments?.length ? result.sourceDocuments : undefined,
        usedTools: result.usedTools?.length ? result.usedTools : undefined,
        error: result.error,
      },
      secrets,
    );
    if (clean.sourceDocuments && !sent.has('sourceDocuments')) emit('sourceDocuments', clean.sourceDocuments);
    if (clean.usedTools && !sent.has('usedTools')) emit('usedTools', clean.usedTools);
    // A structured answer (output parser) without text is stored as its JSON.
    const text = result.text || (result.json !== undefined ? JSON.stringify(result.json) : '');
    const close = async (to: typeof db): Promise<string> => {
      if (record) await closeKindRecord(to, record, result, clean.error);
      if (!asked) return crypto.randomUUID();
      const answer = await recordAnswer(to, {
        ...scope,
        status: result.status,
        text,
        ...(clean.usedTools ? { usedTools: clean.usedTools } : {}),
        ...(clean.sourceDocuments ? { sourceDocuments: clean.sourceDocuments } : {}),
        ...(result.action ? { action: result.action } : {}),
        after: asked.createdAt,
      });
      return answer.apiMessageId;
    };
    // One commit closes a recorded run: its final record and its answer, never one without the other.
    const chatMessageId =
      record && asked
        ? await db.transaction().execute(async (trx) => {
            await pipelineWrites(trx); // begin, update, insert and commit in one round trip
            return close(trx);
          })
        : await close(db);
    return {
      status: result.status,
      ...(clean.error ? { error: clean.error } : {}),
      text: result.text,
      ...(result.json !== undefined ? { json: result.json } : {}),
      question: body.question ?? '',
      ...(body.form ? { form: body.form } : {}),
      chatId,
      chatMessageId,
      ...(record ? { executionId: record.executionId } : {}),
      sessionId,
      ...(clean.sourceDocuments ? { sourceDocuments: clean.sourceDocuments } : {}),
      ...(clean.usedTools ? { usedTools: clean.usedTools } : {}),
      ...(result.action ? { action: result.action } : {}),
      ...(result.usage ? { usage: result.usage } : {}),
    };
  } catch (err) {
    // Anything around the runner: the record must not stay INPROGRESS.
    if (record) await failExecution(db, record.executionId, 'ERROR', (err as Error).message).catch(() => {});
    throw err;
  } finally {
    deadline.done();
  }
}
