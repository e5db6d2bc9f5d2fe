import type { Flow } from '../../../node-registry/flow.ts';
import { runFlow } from '../../../host/server/engine/runFlow.ts';
import { parseSnapshot } from '../../../host/server/engine/runSnapshot.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { recordAnswer } from '../../chat/public.ts';
import {
  claimExecution,
  createExecution,
  failExecution,
  findResumable,
  finishExecution,
  lastSessionState,
  ownerToken,
  saveCheckpoint,
  sweepInterrupted,
} from '../../executions/public.ts';
import { resolveVariables } from '../../variables/public.ts';
import { engineServices } from './engineServices.ts';
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

/** Input keys of type code are user code: never resolved as templates. */
function rawKeys(ctx: PredictionRun['ctx']) {
  const cache = new Map<string, Set<string>>();
  return (name: string) => {
    let keys = cache.get(name);
    if (!keys) {
      const def = ctx.registry.nodes.get(name);
      keys = new Set((def?.inputs ?? []).filter((p) => p.type === 'code').map((p) => p.name));
      cache.set(name, keys);
    }
    return keys;
  };
}

/**
 * Runs a saved agent flow on the host engine: a new execution record, or the session's paused or
 * interrupted one when humanInput is given; the record always ends in a final state. Throws
 * HttpError only before the run starts.
 */
export async function runAgentflow(
  run: PredictionRun,
  overrides: AppliedOverrides & { flow: Flow },
  ids: { sessionId: string; chatId: string },
  nested: NestedRun,
): Promise<PredictionOutcome> {
  const { ctx, flow: row, body } = run;
  const { db } = ctx;
  const { sessionId, chatId } = ids;
  const workspaceId = row.workspace_id;
  await sweepInterrupted(db, ctx.shared);

  // One commit opens the run: its execution record (new, or the paused one claimed) and the question.
  const owner = ownerToken(db);
  const opened = await db.transaction().execute(async (trx) => {
    let resumeFrom: ReturnType<typeof parseSnapshot>;
    let executionId: string;
    if (body.humanInput) {
      const found = await findResumable(trx, workspaceId, row.id, sessionId);
      resumeFrom = parseSnapshot(found?.run_state);
      if (!found || !resumeFrom)
        throw httpError(404, `No paused or interrupted execution to resume for session '${sessionId}'`);
      if (!(await claimExecution(trx, found.id, owner)))
        throw httpError(409, 'This execution is already being resumed');
      executionId = found.id;
    } else {
      executionId = await createExecution(trx, { workspaceId, agentflowId: row.id, sessionId }, owner);
    }
    const asked = await askQuestion(
      run,
      { workspaceId, chatflowId: row.id, chatId, sessionId, executionId },
      trx,
    );
    return { resumeFrom, executionId, asked };
  });
  const { resumeFrom, executionId, asked } = opened;
  await run.onOpened?.({
    executionId,
    owner,
    ...(asked?.userMessageId ? { questionId: asked.userMessageId } : {}),
  });

  const deadline = runDeadline(run);
  const { signal } = deadline;
  const scope = { workspaceId, chatflowId: row.id, chatId, sessionId, executionId };
  try {
    const [vars, persistedState] = await Promise.all([
      resolveVariables(db, workspaceId, overrides.vars),
      resumeFrom ? undefined : lastSessionState(db, workspaceId, row.id, sessionId),
    ]);
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
    const result = await runFlow({
      flow: overrides.flow,
      flowId: row.id,
      workspaceId,
      executors: ctx.executors,
      input: {
        question: body.question ?? '',
        ...(body.form ? { form: body.form } : {}),
        history: toHistory(body.history),
        sessionId,
        chatId,
        ...(body.humanInput ? { humanInput: body.humanInput } : {}),
        ...(overrides.startState ? { startState: overrides.startState } : {}),
        ...(persistedState ? { persistedState } : {}),
        ...attachments(body),
      },
      vars,
      services,
      streaming: body.streaming === true || body.streaming === 'true',
      ...(run.onEvent ? { onEvent: run.onEvent } : {}),
      signal,
      onCheckpoint: (snapshot) => saveCheckpoint(db, executionId, snapshot),
      ...(resumeFrom ? { resumeFrom } : {}),
      rawInputKeys: rawKeys(ctx),
      ...(run.trace ? { trace: run.trace } : {}),
    });
    // One commit closes it: the execution's final record and the answer.
    const chatMessageId = await db.transaction().execute(async (trx) => {
      await finishExecution(trx, executionId, result);
      if (!asked) return crypto.randomUUID();
      const answer = await recordAnswer(trx, {
        ...scope,
        status: result.status,
        text: result.text,
        executedData: result.executedData,
        action: result.action,
        after: asked.createdAt,
      });
      return answer.apiMessageId;
    });
    return {
      status: result.status,
      ...(result.error ? { error: result.error } : {}),
      text: result.text,
      question: body.question ?? '',
      ...(body.form ? { form: body.form } : {}),
      chatId,
      chatMessageId,
      executionId,
      sessionId,
      agentFlowExecutedData: result.executedData,
      ...(result.action ? { action: result.action } : {}),
    };
  } catch (err) {
    // Anything before or around the engine: the record must not stay INPROGRESS.
    await failExecution(db, executionId, 'ERROR', (err as Error).message).catch(() => {});
    throw err;
  } finally {
    deadline.done();
  }
}
