import type { TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest, UsedToolCall } from '../../../host/server/engine/flowRunner.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { type ChatModelInstance, NodeFailure, type ToolInstance } from '../../chatflow/public.ts';
import type { StateMessage } from '../common/seqState.ts';

/** One agent's step as the chat shows it (the peer's agentReasoning entries). */
export interface AgentStep {
  agentName: string;
  messages: string[];
  next?: string;
  instructions?: string;
  usedTools?: UsedToolCall[];
  state?: Record<string, unknown>;
  nodeName: string;
  nodeId: string;
}

/** What a multi-agent run shares between its nodes. */
export interface RunContext {
  req: FlowRunRequest;
  /** The chatflow components the flow holds (chat models, tools, memory...), by node id. */
  instances: Map<string, unknown>;
  /** The session's earlier messages, then the question. */
  conversation: StateMessage[];
  question: string;
  reportUsage(usage: TokenUsage): void;
  /** Records an agent's step and streams it as an agentReasoning event. */
  step(step: AgentStep): void;
  usedTools: UsedToolCall[];
}

/** The nodes connected into one input anchor of a node (handles `${id}-input-${anchor}-…`). */
export function sourcesOf(ctx: RunContext, node: FlowNode, anchor: string): FlowNode[] {
  const prefix = `${node.id}-input-${anchor}-`;
  const byId = new Map(ctx.req.flow.nodes.map((n) => [n.id, n]));
  return ctx.req.flow.edges
    .filter(
      (e) => e.target === node.id && typeof e.targetHandle === 'string' && e.targetHandle.startsWith(prefix),
    )
    .map((e) => byId.get(e.source))
    .filter((n): n is FlowNode => !!n);
}

/** The chat model connected to a node's model anchor, else `fallback` (the start's or supervisor's). */
export function modelOf(ctx: RunContext, node: FlowNode, fallback?: ChatModelInstance): ChatModelInstance {
  const [source] = sourcesOf(ctx, node, 'model');
  const built = source ? (ctx.instances.get(source.id) as { kind?: string } | undefined) : undefined;
  if (built?.kind === 'chatModel') return built as ChatModelInstance;
  if (source) throw new NodeFailure(node, 'its Chat Model input is not a chat model');
  if (fallback) return fallback;
  throw new NodeFailure(node, 'connect a chat model to it (or to the Start or Supervisor node)');
}

/** The tools connected to a node's tools anchor (toolkits give several). */
export function toolsOf(ctx: RunContext, node: FlowNode): ToolInstance[] {
  return sourcesOf(ctx, node, 'tools').flatMap((n) => {
    const built = ctx.instances.get(n.id);
    const list = Array.isArray(built) ? built : [built];
    return list.filter((t): t is ToolInstance => (t as { kind?: string } | undefined)?.kind === 'tool');
  });
}

/** A node's saved input as text ('' when unset). */
export const inputText = (node: FlowNode, name: string) => {
  const v = node.data.inputs?.[name];
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
};

/** A positive whole number input, else the default. */
export const inputCount = (node: FlowNode, name: string, fallback: number) => {
  const n = Number(node.data.inputs?.[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
