import type { Selectable } from 'kysely';
import type { ChatMessage, EmitEvent, EngineServices } from '../../../host/server/engine/engineTypes.ts';
import { MAX_FLOW_DEPTH, runFlow } from '../../../host/server/engine/runFlow.ts';
import { parseSnapshot } from '../../../host/server/engine/runSnapshot.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { migrateFlow } from '../../../node-registry/migrate.ts';
import { FlowDataError, normalizeFlow } from '../../../node-registry/normalizeFlow.ts';
import { validateFlow } from '../../../node-registry/rules/validateFlow.ts';
import { imageUploads } from '../../chat/common/chatUpload.ts';
import { formText } from '../../chat/common/startForm.ts';
import { recordAnswer, recordQuestion } from '../../chat/server/recordExchange.ts';
import { resolveCredential } from '../../credentials/server/resolveCredential.ts';
import {
  claimExecution,
  createExecution,
  failExecution,
  findResumable,
  finishExecution,
  lastSessionState,
  saveCheckpoint,
  sweepInterrupted,
} from '../../executions/server/executionStore.ts';
import type { FlowTable } from '../../flows/server/FlowTable.ts';
import { runTool } from '../../tools/server/runTool.ts';
import { findToolByIdOrName } from '../../tools/server/toolRows.ts';
import { resolveVariables } from '../../variables/server/resolveVariables.ts';
import { applyOverrides } from './overrideConfig.ts';
import type { PredictionBody, PredictionResponse } from './predictionTypes.ts';
import { uploadedFiles } from './uploadedFiles.ts';

export type FlowRow = Selectable<FlowTable>;

/** A flow failed validation: the diagnostics go back to the client (400). */
export class FlowInvalidError extends Error {
  constructor(readonly errors: { nodeId?: string; message: string; field?: string }[]) {
    super(`The flow has ${errors.length} validation error(s)`);
  }
}

export const PREDICTION_TIMEOUT_MS = Number(process.env.PREDICTION_TIMEOUT_MS) || 5 * 60_000;

export interface PredictionRun {
  ctx: Pick<ServerContext, 'db' | 'config' | 'registry' | 'executors' | 'knowledge'>;
  flow: FlowRow;
  body: PredictionBody;
  onEvent?: EmitEvent;
  signal?: AbortSignal;
  /** Nested Execute Flow calls: the flow ids above this one. */
  chain?: string[];
  timeoutMs?: number;
  /** Test hook: model base URLs by provider name (never set from a request). */
  modelBaseURL?: Record<string, string>;
}

const toHistory = (h: PredictionBody['history']): ChatMessage[] =>
  (h ?? []).map((m) => ({
    role:
      m.role === 'apiMessage' || m.role === 'assistant'
        ? 'assistant'
        : m.role === 'system'
          ? 'system'
          : 'user',
    content: m.content,
  }));

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

/** Parses, migrates and validates a saved agent flow; throws FlowInvalidError with the list. */
export function loadRunnableFlow(ctx: PredictionRun['ctx'], row: FlowRow) {
  if (row.type !== 'AGENTFLOW')
    throw httpError(400, `Flow ${row.id} is a ${row.type}; only agent flows run here`);
  let flow: ReturnType<typeof normalizeFlow>;
  try {
    flow = migrateFlow(normalizeFlow(row.flow_data), ctx.registry.nodes.migrations()).flow;
  } catch (err) {
    if (err instanceof FlowDataError) throw new FlowInvalidError([{ message: err.message }]);
    throw err;
  }
  const errors = validateFlow(flow, ctx.registry.nodes).filter((d) => d.severity === 'error');
  if (errors.length) {
    throw new FlowInvalidError(errors.map((d) => ({ nodeId: d.nodeId, message: d.message, field: d.field })));
  }
  return flow;
}

/**
 * Runs a saved agent flow for a request: a new execution record, or the session's paused or
 * interrupted one when humanInput is given; the record always ends in a final state. Throws
 * HttpError/FlowInvalidError only before the run starts.
 */
export async function runPrediction(
  run: PredictionRun,
): Promise<PredictionResponse & { status: string; error?: string }> {
  const { ctx, flow: row, body } = run;
  const { db } = ctx;
  await sweepInterrupted(db);
  const saved = loadRunnableFlow(ctx, row);
  const overrides = applyOverrides(saved, row.api_config, body.overrideConfig);
  const workspaceId = row.workspace_id;
  const sessionId = overrides.sessionId ?? body.chatId ?? crypto.randomUUID();
  const chatId = body.chatId ?? sessionId;

  let resumeFrom: ReturnType<typeof parseSnapshot>;
  let executionId: string;
  if (body.humanInput) {
    const found = await findResumable(db, workspaceId, row.id, sessionId);
    const snapshot = parseSnapshot(found?.run_state);
    if (!found || !snapshot)
      throw httpError(404, `No paused or interrupted execution to resume for session '${sessionId}'`);
    if (!(await claimExecution(db, found.id)))
      throw httpError(409, 'This execution is already being resumed');
    resumeFrom = snapshot;
    executionId = found.id;
  } else {
    executionId = await createExecution(db, { workspaceId, agentflowId: row.id, sessionId });
  }

  const images = imageUploads(body.uploads).map(({ data, mime, name }) => ({ data, mime, name }));
  const files = uploadedFiles(body.uploads);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort('timeout'), run.timeoutMs ?? PREDICTION_TIMEOUT_MS);
  const signal = run.signal ? AbortSignal.any([run.signal, timeout.signal]) : timeout.signal;
  const scope = { workspaceId, chatflowId: row.id, chatId, sessionId, executionId };
  try {
    // Top-level runs are chat messages; a nested Execute Flow run is not. The question is stored
    // before the run, so a crash mid-run does not lose it.
    const asked = run.chain
      ? undefined
      : await recordQuestion(db, {
          ...scope,
          // A form run has no question: its values are the user's message.
          question: body.question || (body.form ? formText(body.form) : ''),
          ...(body.uploads?.length ? { uploads: body.uploads } : {}),
        });
    const [vars, persistedState] = await Promise.all([
      resolveVariables(db, workspaceId, overrides.vars),
      resumeFrom ? undefined : lastSessionState(db, workspaceId, row.id, sessionId),
    ]);
    const chain = [...(run.chain ?? []), row.id];
    const knowledge = ctx.knowledge;
    const services: EngineServices = {
      credential: async (id) => {
        const c = await resolveCredential(db, workspaceId, id, ctx.config);
        return { credentialName: c.credentialName, data: c.data as Record<string, unknown> };
      },
      runTool: (ref, args) =>
        runTool(db, workspaceId, ref, args, { vars, allowPrivate: ctx.config.allowPrivate }),
      describeTool: async (ref) => {
        const t = await findToolByIdOrName(db, workspaceId, ref);
        let schema: unknown;
        try {
          schema = JSON.parse(t.schema);
        } catch {
          schema = undefined;
        }
        return { id: t.id, name: t.name, description: t.description, schema };
      },
      runFlow: async (flowId, input) => {
        if (chain.includes(flowId))
          throw new Error(`Execute Flow: flow ${flowId} is already running in this chain`);
        if (chain.length >= MAX_FLOW_DEPTH)
          throw new Error(`Execute Flow: nesting deeper than ${MAX_FLOW_DEPTH} flows`);
        const target = await db
          .selectFrom('chat_flow')
          .selectAll()
          .where('id', '=', flowId)
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        if (!target) throw new Error(`Execute Flow: flow ${flowId} not found`);
        const sub = await runPrediction({
          ...run,
          flow: target,
          body: {
            question: input.question,
            ...(input.overrideConfig ? { overrideConfig: input.overrideConfig } : {}),
          },
          chain,
          signal,
          onEvent: undefined,
        });
        if (sub.status !== 'FINISHED') throw new Error(`Execute Flow: ${sub.error ?? sub.status}`);
        return { text: sub.text, executionId: sub.executionId };
      },
      allowPrivate: ctx.config.allowPrivate,
      dataDir: ctx.config.dataDir,
      ...(knowledge
        ? { retrieve: (q) => knowledge.retrieve({ db, config: ctx.config, workspaceId }, q) }
        : {}),
      ...(run.modelBaseURL ? { modelBaseURL: run.modelBaseURL } : {}),
    };
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
        ...(images.length ? { images } : {}),
        ...(files.length ? { files } : {}),
      },
      vars,
      services,
      streaming: body.streaming === true || body.streaming === 'true',
      ...(run.onEvent ? { onEvent: run.onEvent } : {}),
      signal,
      onCheckpoint: (snapshot) => saveCheckpoint(db, executionId, snapshot),
      ...(resumeFrom ? { resumeFrom } : {}),
      rawInputKeys: rawKeys(ctx),
    });
    await finishExecution(db, executionId, result);
    const chatMessageId = asked
      ? (
          await recordAnswer(db, {
            ...scope,
            status: result.status,
            text: result.text,
            executedData: result.executedData,
            action: result.action,
            after: asked.createdAt,
          })
        ).apiMessageId
      : crypto.randomUUID();
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
    clearTimeout(timer);
  }
}
