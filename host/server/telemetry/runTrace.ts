import type { TokenUsage } from '../engine/engineTypes.ts';

/** A node run as its span starts: which node of the flow, and where (iteration, parent node). */
export interface NodeSpanStart {
  nodeId: string;
  /** The node type (llmAgentflow, chatOpenAI, ...). */
  nodeType: string;
  label: string;
  iteration?: number;
  parentNodeId?: string;
  /** When the node started (epoch ms), for a span recorded once the step is over; default now. */
  startTime?: number;
}

/** A tool call a node made: recorded as an event of its span (name and outcome, never its input or output). */
export interface TracedToolCall {
  tool: string;
  error?: unknown;
}

export interface NodeSpanEnd {
  status: string;
  usage?: TokenUsage;
  /** Already free of the run's secrets. */
  error?: string;
  tools?: readonly TracedToolCall[];
}

/** One node run's span; `end` once. */
export interface NodeTrace {
  end(result: NodeSpanEnd): void;
}

export interface FlowSpanEnd {
  status: string;
  error?: string;
  executionId?: string;
}

/**
 * One flow run's span, handed to whatever runs the flow's nodes (the host engine, a flow kind's
 * runner) so each node run becomes a child span. Undefined where nothing is traced: callers use `?.`.
 */
export interface FlowTrace {
  node(start: NodeSpanStart): NodeTrace;
  /** Where a nested run (Execute Flow) hangs its own flow span: an OpenTelemetry Context. */
  readonly parent: unknown;
  end(result: FlowSpanEnd): void;
}

/** Prices a node's tokens in USD; undefined when the price table does not know the model. */
export type PriceUsage = (usage: TokenUsage) => number | undefined;

/** The tool calls a node's output lists (`usedTools`, as the Agent and Tool nodes record them). */
export function toolCallsOf(output: Record<string, unknown> | undefined): TracedToolCall[] {
  const used = output?.usedTools;
  if (!Array.isArray(used)) return [];
  return used
    .filter((u): u is { tool: string; error?: unknown } => typeof u?.tool === 'string')
    .map((u) => ({ tool: u.tool, ...(u.error ? { error: u.error } : {}) }));
}
