import type { Flow } from '../../../node-registry/flow.ts';
import type {
  EmitEvent,
  EngineServices,
  ExecutedNode,
  ExecutionState,
  NodeExecutor,
  RunInput,
  TokenUsage,
} from './engineTypes.ts';
import { FlowRun } from './FlowRun.ts';
import type { HumanAction } from './humanAction.ts';
import type { RunSnapshot } from './runSnapshot.ts';
import type { FlowTrace } from '../telemetry/runTrace.ts';

export const DEFAULT_MAX_STEPS = 1000;
export const MAX_FLOW_DEPTH = 5;

export interface RunFlowOptions {
  flow: Flow;
  flowId: string;
  workspaceId: string;
  executors: { get(name: string): NodeExecutor | undefined };
  input: RunInput;
  vars?: Record<string, string>;
  services: EngineServices;
  streaming?: boolean;
  onEvent?: EmitEvent;
  /** Abort: the run ends TERMINATED (or TIMEOUT when `signal.reason` is 'timeout'). */
  signal?: AbortSignal;
  /** Hard cap on node runs, loops and iterations included. */
  maxSteps?: number;
  /** Awaited in order, after every top-level node: store it to resume after a pause or a restart. */
  onCheckpoint?: (snapshot: RunSnapshot) => Promise<void> | void;
  /** Continue a stored run: at its paused node (with input.humanInput) or where it was interrupted. */
  resumeFrom?: RunSnapshot;
  /** Input keys never resolved as templates, per node name (code fields). */
  rawInputKeys?: (nodeName: string) => ReadonlySet<string>;
  /** The run's span: each node run becomes a child span (model, tokens, cost, tool calls). */
  trace?: FlowTrace;
}

export interface RunResult {
  status: Exclude<ExecutionState, 'INPROGRESS'>;
  text: string;
  executedData: ExecutedNode[];
  state: Record<string, unknown>;
  action?: HumanAction;
  error?: string;
  snapshot: RunSnapshot;
  /** Values that must never be stored (credential values used by the run). */
  secrets: ReadonlySet<string>;
  usage: TokenUsage;
}

/**
 * Runs an agent flow: a ready queue over the graph where every ready node starts at once (so
 * independent branches overlap), joins wait for all live inputs (a pruned branch does not block),
 * conditions prune what they do not take, Loop jumps back up to its maximum, Iteration runs its
 * children per item, Human Input pauses (resumable from the snapshot). Never throws for what a
 * node does: failures end the run with status ERROR and the message.
 */
export function runFlow(options: RunFlowOptions): Promise<RunResult> {
  return new FlowRun(options).run();
}
