import type { Kysely } from 'kysely';
import type { Flow } from '../../../node-registry/flow.ts';
import type { Database } from '../db/Database.ts';
import type {
  EmitEvent,
  EngineServices,
  ExecutedNode,
  ExecutionState,
  RunInput,
  TokenUsage,
} from './engineTypes.ts';
import type { HumanAction } from './humanAction.ts';
import type { RetrievedDocument } from './knowledge.ts';
import type { FlowTrace } from '../telemetry/runTrace.ts';

/** A tool call an answer used, as the chat shows it (the peer's IUsedTool). */
export interface UsedToolCall {
  tool: string;
  toolInput: Record<string, unknown>;
  toolOutput: string;
  error?: string;
}

/**
 * What the prediction mechanism hands to a flow kind's runner: the saved flow already parsed,
 * migrated, validated and with overrideConfig applied; the workspace's services bound.
 */
export interface FlowRunRequest {
  flow: Flow;
  flowId: string;
  workspaceId: string;
  input: RunInput;
  vars: Record<string, string>;
  services: EngineServices;
  /** The caller asked for SSE: emit 'token' events as text arrives. */
  streaming: boolean;
  /** Always callable; a no-op when nobody listens. */
  emit: EmitEvent;
  signal: AbortSignal;
  db: Kysely<Database>;
  /** Marks a string as secret: it never reaches records, logs or the client. */
  addSecret(value: string): void;
  /** The run's span when the server traces it: the runner adds a child span per node it runs. */
  trace?: FlowTrace;
}

/** A finished run of a flow kind's runner; the mechanism records it and answers the request. */
export interface FlowRunResult {
  status: Exclude<ExecutionState, 'INPROGRESS'>;
  text: string;
  error?: string;
  /** A structured answer (output parsers), returned as `json`. */
  json?: unknown;
  sourceDocuments?: RetrievedDocument[];
  usedTools?: UsedToolCall[];
  usage?: TokenUsage;
  /** A run paused for a person (status STOPPED): the approve/reject buttons the chat shows. */
  action?: HumanAction;
  /** What the run did, step by step, for its execution record (runners with `records`). */
  executedData?: ExecutedNode[];
}

/**
 * A flow kind's runner (DESIGN.md, "How plugins meet"): the plugin that contributes a flow kind
 * registers one per flow type it runs, as `flowRunners: { CHATFLOW: runner }` of its server half.
 */
export interface FlowRunner {
  run(req: FlowRunRequest): Promise<FlowRunResult>;
  /**
   * The runner pauses for a person and resumes the session's paused run when a request brings
   * `humanInput` (input.humanInput); runners without it get a 400 for such a request.
   */
  resumes?: boolean;
  /**
   * Each run is kept as an execution record, as agent flows' are (the Executions page lists it, the
   * trace is the result's executedData); a resumed run continues the session's paused record.
   */
  records?: boolean;
}
