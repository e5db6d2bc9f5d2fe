import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptLanguages } from '../../../host/common/i18n/acceptLanguages.ts';
import { pickLanguage } from '../../../host/common/i18n/pickLanguage.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import { requireFlowApiKey } from '../../apikeys/public.ts';
import { checkUploads } from '../../chat/public.ts';
import { corsHeaders, preflightRoute } from '../../chat/public.ts';
import { flowUploads } from '../../chat/public.ts';
import { abortRuns, trackRun } from './abortRegistry.ts';
import { type PredictionBody, predictionBodySchema } from './predictionTypes.ts';
import { overFlowRateLimit } from './rateLimiter.ts';
import { type PredictionJobData, runPredictionJob } from './predictionJob.ts';
import type { PredictionOutcome } from './predictionRun.ts';
import { checkRunnableFlow, type FlowRow, FlowInvalidError } from './runPrediction.ts';
import { sayRefusal } from './sayRefusal.ts';
import { SseWriter } from './sseWriter.ts';
import { findFlowRow } from './findFlowRow.ts';
import { checkUploadUrls, readDocuments } from './uploadedFiles.ts';

export const PREDICTION_BODY_LIMIT = Number(process.env.PREDICTION_BODY_LIMIT) || 10 * 1024 * 1024;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
type Req = FastifyRequest<{ Params: { id: string }; Body: PredictionBody | undefined }>;

const FAILURE_STATUS: Record<string, number> = { ERROR: 500, TIMEOUT: 504, TERMINATED: 500 };

/** The reader's language as the request's Accept-Language says (the widget sends the browser's). */
const languageOf = (req: FastifyRequest) =>
  pickLanguage(null, acceptLanguages(req.headers['accept-language']));

/**
 * A flow that cannot run: 400 with every problem (and its message key), or, to a client that asked
 * for a stream as an event stream (the peer's embed widget), that stream with one `error` event, as
 * the peer answers: the widget shows an error event's text and nothing of a 400. That text is said
 * in the visitor's language, since the widget cannot translate it.
 */
async function invalid(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  err: FlowInvalidError,
  stream?: { cors: Record<string, string> },
) {
  if (stream && String(req.headers.accept ?? '').includes('text/event-stream')) {
    reply.hijack();
    const sse = new SseWriter(reply.raw, stream.cors);
    sse.send('error', await sayRefusal(err.errors, languageOf(req), ctx.registry));
    sse.end();
    return reply;
  }
  return reply
    .code(400)
    .send({ statusCode: 400, error: 'Bad Request', message: err.message, errors: err.errors });
}

async function findFlow(req: Req, ctx: ServerContext, internal: boolean): Promise<FlowRow> {
  const row = await findFlowRow(ctx.db, req.params.id);
  // The canvas runs only its own workspace's flows.
  if (!row || (internal && row.workspace_id !== requestScope(req).workspaceId))
    throw httpError(404, `Flow ${req.params.id} not found`);
  return row;
}

async function predict(req: Req, reply: FastifyReply, ctx: ServerContext, internal: boolean) {
  const row = await findFlow(req, ctx, internal);
  // Another site (the embed widget) as the flow's allowed origins say; 403 otherwise.
  const cors = internal ? {} : corsHeaders(req, row.chatbot_config);
  reply.headers(cors);
  if (!internal) {
    await requireFlowApiKey(ctx.db, req.headers.authorization, row);
    const over = await overFlowRateLimit(ctx.shared, row);
    if (over) throw httpError(429, over);
  }
  // A plan's monthly predictions (cloud billing), counted for the flow's workspace.
  await ctx.limits.enforce({ workspaceId: row.workspace_id, resource: 'predictions' });
  const body: PredictionBody = { ...(req.body ?? {}) };
  const sessionOverride = body.overrideConfig?.sessionId;
  body.chatId ??=
    typeof sessionOverride === 'string' && sessionOverride ? sessionOverride : crypto.randomUUID();
  const streaming = body.streaming === true || body.streaming === 'true';
  try {
    await checkRunnableFlow(ctx, row);
  } catch (err) {
    if (err instanceof FlowInvalidError)
      return invalid(req, reply, ctx, err, streaming ? { cors } : undefined);
    throw err;
  }
  // Uploads the flow does not take are refused before anything runs.
  const uploadErrors = checkUploads(body.uploads ?? [], flowUploads(row.flow_data, row.chatbot_config));
  if (!uploadErrors.length)
    uploadErrors.push(...(await checkUploadUrls(body.uploads ?? [], ctx.config.allowPrivate)));
  if (uploadErrors.length) throw httpError(400, uploadErrors.join('; '));
  if (body.uploads?.length) {
    const read = await readDocuments(body.uploads);
    if (read.problems.length) throw httpError(400, read.problems.join('; '));
    body.uploads = read.uploads;
  }
  const controller = new AbortController();
  const untrack = await trackRun(ctx.shared, row.id, body.chatId, controller);
  // A job: run here, or on a worker in queue mode (its events stream back from there).
  const traceParent = ctx.telemetry.requestContext(req);
  const job: PredictionJobData = { flow: row, body, trace: ctx.telemetry.carrier(traceParent) };
  // A client that goes away stops its run (and the model calls it is paying for).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort('user');
  });
  try {
    if (!streaming) {
      let result: PredictionOutcome;
      try {
        result = await runPredictionJob(ctx, job, {
          signal: controller.signal,
          local: { traceParent },
        });
      } catch (err) {
        if (err instanceof FlowInvalidError) return invalid(req, reply, ctx, err);
        throw err;
      }
      const { status, error, usage: _usage, ...response } = result;
      const failure = FAILURE_STATUS[status];
      if (failure) {
        return reply.code(failure).send({
          statusCode: failure,
          error: status,
          message: error ?? status,
          executionId: response.executionId,
        });
      }
      return response;
    }
    reply.hijack();
    const sse = new SseWriter(reply.raw, cors);
    sse.send('start', body.chatId);
    try {
      const result = await runPredictionJob(ctx, job, {
        signal: controller.signal,
        onEvent: (event, data) => sse.send(event, data),
        local: { traceParent },
      });
      if (FAILURE_STATUS[result.status]) sse.send('error', result.error ?? result.status);
      sse.send('metadata', {
        chatId: result.chatId,
        chatMessageId: result.chatMessageId,
        question: result.question,
        sessionId: result.sessionId,
        executionId: result.executionId,
        ...(result.action ? { action: result.action } : {}),
      });
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      sse.send(
        'error',
        err instanceof FlowInvalidError
          ? await sayRefusal(err.errors, languageOf(req), ctx.registry)
          : status && status < 500
            ? (err as Error).message
            : `Prediction failed: ${(err as Error).message}`,
      );
    }
    sse.end();
    return reply;
  } finally {
    await untrack();
  }
}

type AbortReq = { Params: { chatflowId: string; chatId: string } };

/** Stops a chat's running predictions (another site may call it as the flow's allowed origins say). */
async function abortChat(req: FastifyRequest<AbortReq>, reply: FastifyReply, ctx: ServerContext) {
  const { chatflowId, chatId } = req.params;
  const flow = await ctx.db
    .selectFrom('chat_flow')
    .select('chatbot_config')
    .where('id', '=', chatflowId)
    .executeTakeFirst();
  if (flow) reply.headers(corsHeaders(req, flow.chatbot_config));
  const aborted = await abortRuns(ctx.shared, chatflowId, chatId);
  if (!aborted) throw httpError(404, 'No running prediction for this flow and chat');
  return { aborted };
}

/** POST /prediction/:id (public or API-key bound), /internal-prediction/:id (the canvas), abort. */
export const predictionRoutes: PluginRoute[] = [
  route<{ Params: { id: string }; Body: PredictionBody | undefined }>({
    method: 'POST',
    url: '/prediction/:id',
    public: true,
    bodyLimit: PREDICTION_BODY_LIMIT,
    schema: { params: idParams, body: predictionBodySchema },
    handler: (req, reply, ctx) => predict(req, reply, ctx, false),
  }),
  route<{ Params: { id: string }; Body: PredictionBody | undefined }>({
    method: 'POST',
    url: '/internal-prediction/:id',
    permission: 'agentflows:view,chatflows:view',
    bodyLimit: PREDICTION_BODY_LIMIT,
    schema: { params: idParams, body: predictionBodySchema },
    handler: (req, reply, ctx) => predict(req, reply, ctx, true),
  }),
  preflightRoute('/prediction/:id'),
  route<AbortReq>({
    method: 'POST',
    url: '/chatflows-abort/:chatflowId/:chatId',
    public: true,
    handler: abortChat,
  }),
  // The embed widget's stop button.
  route<AbortReq>({
    method: 'PUT',
    url: '/chatmessage/abort/:chatflowId/:chatId',
    public: true,
    handler: abortChat,
  }),
  preflightRoute('/chatmessage/abort/:chatflowId/:chatId'),
];
