import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type {
  ChatMessage,
  EmitEvent,
  RunInput,
  TokenUsage,
} from '../../../host/server/engine/engineTypes.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import type { FlowTrace } from '../../../host/server/telemetry/runTrace.ts';
import { imageUploads } from '../../chat/public.ts';
import { formText } from '../../chat/public.ts';
import { type ExchangeScope, recordQuestion } from '../../chat/public.ts';
import type { FlowTable } from '../../flows/public.ts';
import type { PredictionBody, PredictionResponse } from './predictionTypes.ts';
import { uploadedFiles } from './uploadedFiles.ts';

export type FlowRow = Selectable<FlowTable>;

export const PREDICTION_TIMEOUT_MS = Number(process.env.PREDICTION_TIMEOUT_MS) || 5 * 60_000;

/** An agent flow's run once open: its execution record, the instance running it, the question's message. */
export interface OpenedRun {
  executionId: string;
  owner: string;
  questionId?: string;
}

/** One request's run of a saved flow, whatever its kind. */
export interface PredictionRun {
  ctx: Pick<
    ServerContext,
    | 'db'
    | 'config'
    | 'registry'
    | 'executors'
    | 'knowledge'
    | 'flowRunners'
    | 'toolProviders'
    | 'telemetry'
    | 'shared'
  >;
  flow: FlowRow;
  body: PredictionBody;
  onEvent?: EmitEvent;
  signal?: AbortSignal;
  /** Nested Execute Flow calls: the flow ids above this one. */
  chain?: string[];
  timeoutMs?: number;
  /** Test hook: model base URLs by provider name (never set from a request). */
  modelBaseURL?: Record<string, string>;
  /**
   * Called once an agent flow's run is open (its execution record and question committed): a job
   * notes it, so a retry after its worker died marks that execution instead of running it twice.
   */
  onOpened?: (opened: OpenedRun) => Promise<void>;
  /**
   * Open the run (and note it) before it starts: a queue-mode job, or an evaluation job's row,
   * whose retry after its worker died must know the run began before any model call. In process
   * nothing retries, so a new run starts while its records are written.
   */
  openFirst?: boolean;
  /** false: the run is not a chat exchange (an evaluation's): no chat messages are stored. */
  chatMessages?: false;
  /** The span the run's span hangs under: the request's (telemetry.requestContext) or a parent run's. */
  traceParent?: unknown;
  /** This run's span (set by runPrediction): the engine or the runner adds a span per node. */
  trace?: FlowTrace;
}

/**
 * What a run answers: the JSON response plus its final state (and error) for the route, and a
 * flow kind's token usage (agent flows carry theirs per node in agentFlowExecutedData).
 */
export type PredictionOutcome = PredictionResponse & { status: string; error?: string; usage?: TokenUsage };

/** Runs another flow of the workspace for Execute Flow, within this run's signal. */
export type NestedRun = (
  target: FlowRow,
  input: { question: string; overrideConfig?: Record<string, unknown> },
  signal: AbortSignal,
) => Promise<PredictionOutcome>;

export const toHistory = (h: PredictionBody['history']): ChatMessage[] =>
  (h ?? []).map((m) => ({
    role:
      m.role === 'apiMessage' || m.role === 'assistant'
        ? 'assistant'
        : m.role === 'system'
          ? 'system'
          : 'user',
    content: m.content,
  }));

/** The request's uploads as a run sees them: images for models, documents' text. */
export function attachments(body: PredictionBody): Pick<RunInput, 'images' | 'files'> {
  const images = imageUploads(body.uploads).map(({ data, mime, name }) => ({ data, mime, name }));
  const files = uploadedFiles(body.uploads);
  return { ...(images.length ? { images } : {}), ...(files.length ? { files } : {}) };
}

/**
 * Top-level runs are chat messages; a nested Execute Flow run or an evaluation's is not. The question is stored
 * before the run, so a crash mid-run does not lose it; `db` may be the transaction that also opens
 * the run's record.
 */
export function askQuestion(
  run: PredictionRun,
  scope: ExchangeScope,
  db: Kysely<Database> = run.ctx.db,
  id?: string,
) {
  if (run.chain || run.chatMessages === false) return Promise.resolve(undefined);
  const { body } = run;
  return recordQuestion(db, {
    ...scope,
    ...(id ? { id } : {}),
    // A form run has no question: its values are the user's message.
    question: body.question || (body.form ? formText(body.form) : ''),
    ...(body.uploads?.length ? { uploads: body.uploads } : {}),
  });
}

/** The run's signal: the caller's (stop route, client gone) or the prediction timeout, first wins. */
export function runDeadline(run: PredictionRun): { signal: AbortSignal; done(): void } {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort('timeout'), run.timeoutMs ?? PREDICTION_TIMEOUT_MS);
  const signal = run.signal ? AbortSignal.any([run.signal, timeout.signal]) : timeout.signal;
  return { signal, done: () => clearTimeout(timer) };
}
