import type { ExecutionCost } from './executionCost.ts';

/**
 * The execution shapes the web reads. Declared here (not imported from the server's engine types)
 * so `common` stays free of server code; the fields match the engine's ExecutedNode.
 */
export type NodeRunStatus = 'INPROGRESS' | 'FINISHED' | 'ERROR' | 'STOPPED' | 'TERMINATED';
export type ExecutionState = 'INPROGRESS' | 'FINISHED' | 'ERROR' | 'TERMINATED' | 'TIMEOUT' | 'STOPPED';

/** Tokens one model used (provider: the saved component name, e.g. chatOpenAI). */
export interface ModelTokens {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/** A node's tokens, with the model that used them (records from before models were kept have none). */
export interface NodeUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  provider?: string;
  model?: string;
  /** When several models contributed; then provider/model are absent. */
  models?: ModelTokens[];
}

export interface ExecutedNodeRun {
  nodeId: string;
  nodeLabel: string;
  data: {
    name?: string;
    input?: Record<string, unknown>;
    output?: Record<string, unknown>;
    state?: Record<string, unknown>;
    error?: string;
    timeMetadata?: { start: number; end: number; delta: number };
    usageMetadata?: NodeUsage;
  };
  previousNodeIds: string[];
  status: NodeRunStatus;
  iterationIndex?: number;
  parentNodeId?: string;
}

/** An execution as GET /executions and /public-executions/:id return it. */
export interface Execution {
  id: string;
  workspaceId?: string;
  agentflowId: string;
  agentflowName?: string | null;
  sessionId: string;
  state: ExecutionState;
  executionData: string;
  action: string | null;
  error: string | null;
  isPublic: boolean;
  createdDate: string;
  updatedDate: string;
  stoppedDate: string | null;
  /** The priced usage, on the detail and public reads (not in lists). */
  cost?: ExecutionCost;
}

export const EXECUTION_STATES: readonly ExecutionState[] = [
  'INPROGRESS',
  'FINISHED',
  'ERROR',
  'TERMINATED',
  'TIMEOUT',
  'STOPPED',
];
