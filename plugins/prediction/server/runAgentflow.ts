import type { Flow } from '../../../node-registry/flow.ts';
import { runFlow } from '../../../host/server/engine/runFlow.ts';
import { pipelineWrites } from '../../../host/server/db/pipelineWrites.ts';
import { parseSnapshot, type RunSnapshot } from '../../../host/server/engine/runSnapshot.ts';
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
  const owner = ownerToken(db);
  // What the run reads is asked before its records are written: on the embedded database's one
  // connection it goes first.
  const reading = Promise.all([
    resolveVariables(db, workspaceId, overrides.vars),
    body.humanInput || !mayPersistState(overrides.flow)
      ? undefined
      : lastSessionState(db, workspaceId, row.id, sessionId),
  ]);
  reading.catch(() => {}); // awaited below, unless opening a resumed run fails first

  // One commit opens the run: its execution record (new, or the paused one claimed) and the question.
  // A resumed run needs its snapshot first, a queue-mode job its note (openFirst); otherwise a new
  // run starts while the commit is written (issue 16: the model call does not wait for it), and
  // everything that needs the records waits for `opening`.
  const planned = { executionId: crypto.randomUUID(), questionId: crypto.randomUUID() };
  const first = Boolean(body.humanInput || run.openFirst);
  // A checkpoint made before the opening commit is written goes in it (one commit and one round
  // trip fewer); once the opening has taken it, checkpoints are written after the opening.
  let early: RunSnapshot | undefined;
  let earlyTaken = first;
  const takeEarly = () => {
    earlyTaken = true;
    const snapshot = early;
    early = undefined;
    return snapshot;
  };
  const open = () => openRun(run, ids, owner, planned, takeEarly);
  let startOpening = () => {};
  const opening: Promise<OpenedRecords> = first
    ? Promise.resolve(await open())
    : new Promise<void>((resolve) => {
        startOpening = resolve;
      }).then(open);
  opening.catch(() => {}); // awaited below
  const { resumeFrom, executionId } = first
    ? await opening
    : { resumeFrom: undefined, executionId: planned.executionId };

  const deadline = runDeadline(run);
  // A failed open stops the run at once; its error is the prediction's.
  const stop = new AbortController();
  opening.catch(() => stop.abort('error'));
  const signal = AbortSignal.any([deadline.signal, stop.signal]);
  const scope = { workspaceId, chatflowId: row.id, chatId, sessionId, executionId };
  try {
    const [vars, persistedState] = await reading;
    const services = engineServices({
      ctx,
      workspaceId,
      flowId: row.id,
      sessionId,
      questionId: first ? (await opening).asked?.userMessageId : planned.questionId,
      vars,
      chain: [...(run.chain ?? []), row.id],
      nested,
      signal,
      ...(run.modelBaseURL ? { modelBaseURL: run.modelBaseURL } : {}),
    });
    const running = runFlow({
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
      onCheckpoint: async (snapshot) => {
        if (!earlyTaken) {
          early = snapshot;
          return;
        }
        await opening;
        await saveCheckpoint(db, executionId, snapshot);
      },
      ...(resumeFrom ? { resumeFrom } : {}),
      rawInputKeys: rawKeys(ctx),
      ...(run.trace ? { trace: run.trace } : {}),
    });
    // after the run's first turn, so the reads its first nodes make (credentials) go first too
    setImmediate(startOpening);
    const result = await running;
    const { asked } = await opening;
    // One commit closes it: the execution's final record and the answer.
    const chatMessageId = await db.transaction().execute(async (trx) => {
      await pipelineWrites(trx); // begin, update, insert and commit in one round trip
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
    startOpening();
    await opening
      .then(
        () => failExecution(db, executionId, 'ERROR', (err as Error).message),
        () => {}, // nothing was written
      )
      .catch(() => {});
    throw err;
  } finally {
    deadline.done();
  }
}

type OpenedRecords = {
  resumeFrom: ReturnType<typeof parseSnapshot>;
  executionId: string;
  asked: Awaited<ReturnType<typeof askQuestion>>;
};

/**
 * The run's first commit (a new record with the planned ids and the run's checkpoint so far, or
 * the session's paused one claimed), then the job's note.
 */
async function openRun(
  run: PredictionRun,
  ids: { sessionId: string; chatId: string },
  owner: string,
  planned: { executionId: string; questionId: string },
  takeEarly: () => RunSnapshot | undefined,
): Promise<OpenedRecords> {
  const { ctx, flow: row, body } = run;
  const { sessionId, chatId } = ids;
  const workspaceId = row.workspace_id;
  const opened = await ctx.db.transaction().execute(async (trx) => {
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
      await pipelineWrites(trx); // begin, the inserts and commit in one round trip
      const checkpoint = takeEarly();
      executionId = await createExecution(
        trx,
        {
          workspaceId,
          agentflowId: row.id,
          sessionId,
          id: planned.executionId,
          ...(checkpoint ? { checkpoint } : {}),
        },
        owner,
      );
    }
    const asked = await askQuestion(
      run,
      { workspaceId, chatflowId: row.id, chatId, sessionId, executionId },
      trx,
      body.humanInput ? undefined : planned.questionId,
    );
    return { resumeFrom, executionId, asked };
  });
  await run.onOpened?.({
    executionId: opened.executionId,
    owner,
    ...(opened.asked?.userMessageId ? { questionId: opened.asked.userMessageId } : {}),
  });
  return opened;
}

/** Whether Start may keep the state of the session's previous run (only then is it read). */
function mayPersistState(flow: Flow): boolean {
  return flow.nodes.some((n) => {
    const v = n.data.inputs?.startPersistState;
    return v !== undefined && v !== null && v !== false && v !== '' && v !== 'false';
  });
}
