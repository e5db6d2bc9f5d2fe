import type { ToolSet } from 'ai';
import type { TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { RetrievedDocument } from '../../../host/server/engine/knowledge.ts';
import type { FlowRunRequest, UsedToolCall } from '../../../host/server/engine/flowRunner.ts';
import { addUsage, usageOf } from '../../agentflow/public.ts';
import { type ChatModelInstance, callChat, type ToolInstance, toolNames } from '../../chatflow/public.ts';
import type { StateMessage } from '../common/seqState.ts';
import { answeredOnly, modelMessages } from './modelMessages.ts';

export interface AgentTurn {
  model: ChatModelInstance;
  tools: ToolInstance[];
  system?: string;
  messages: StateMessage[];
  /** Who speaks (names the messages it adds). */
  name: string;
  maxIterations: number;
  /** Stop before running tool calls and hand them back (a node that asks for approval, a tool node's LLM). */
  stopAtToolCalls?: boolean;
}

export interface TurnResult {
  text: string;
  /** Messages this turn added: tool calls and their results, then the answer. */
  added: StateMessage[];
  usedTools: UsedToolCall[];
  usage: TokenUsage;
  /** Set when the turn stopped at tool calls it did not run (the last message holds them). */
  pendingCalls?: boolean;
}

/** The tools as the ai SDK offers them to a model, with the names providers accept. */
export async function toolSetOf(
  tools: ToolInstance[],
): Promise<{ set: ToolSet; byName: Map<string, ToolInstance> }> {
  const { jsonSchema, tool } = await import('ai');
  const byName = toolNames(tools);
  const set: ToolSet = {};
  for (const [name, t] of byName)
    set[name] = tool({ description: t.description, inputSchema: jsonSchema(t.schema as never) });
  return { set, byName };
}

/** Runs tool calls of an assistant message; each result becomes a tool message. */
export async function runToolCalls(
  calls: NonNullable<StateMessage['toolCalls']>,
  byName: Map<string, ToolInstance>,
  signal: AbortSignal,
): Promise<{ messages: StateMessage[]; usedTools: UsedToolCall[]; sourceDocuments: RetrievedDocument[][] }> {
  const messages: StateMessage[] = [];
  const usedTools: UsedToolCall[] = [];
  // per call: the passages a retriever tool found (when it returns them), for Update State code
  const sourceDocuments: RetrievedDocument[][] = [];
  for (const call of calls) {
    const t = byName.get(call.name);
    let output = '';
    let error: string | undefined;
    if (!t) error = `There is no tool named '${call.name}'`;
    else {
      try {
        output = await t.call(call.args, signal);
      } catch (err) {
        signal.throwIfAborted();
        error = err instanceof Error ? err.message : String(err);
      }
    }
    sourceDocuments.push(!error && t?.lastDocuments ? t.lastDocuments() : []);
    usedTools.push({
      tool: t?.name ?? call.name,
      toolInput: call.args,
      toolOutput: output,
      ...(error ? { error } : {}),
    });
    messages.push({
      role: 'tool',
      content: error ? `Error: ${error}` : output,
      toolCallId: call.id,
      toolName: call.name,
    });
  }
  return { messages, usedTools, sourceDocuments };
}

/**
 * One agent's turn: the model sees the conversation and its tools, tool calls run and go back to
 * it, until it answers in text (or, with stopAtToolCalls, until it asks for tools).
 */
export async function agentTurn(turn: AgentTurn, req: FlowRunRequest): Promise<TurnResult> {
  const { set, byName } = await toolSetOf(turn.tools);
  const added: StateMessage[] = [];
  const usedTools: UsedToolCall[] = [];
  let usage = usageOf(undefined);
  const ctx = { run: req, token: () => {} };
  for (let round = 0; round < turn.maxIterations; round++) {
    const reply = await callChat(
      turn.model,
      {
        system: turn.system,
        messages: modelMessages(answeredOnly([...turn.messages, ...added])),
        tools: set,
      },
      ctx,
    );
    usage = addUsage(usage, reply.usage);
    if (!reply.toolCalls.length) {
      added.push({ role: 'assistant', content: reply.text, name: turn.name });
      return { text: reply.text, added, usedTools, usage };
    }
    const calls = reply.toolCalls.map((c) => ({
      id: c.toolCallId,
      name: c.toolName,
      args: (c.input ?? {}) as Record<string, unknown>,
    }));
    added.push({ role: 'assistant', content: reply.text, name: turn.name, toolCalls: calls });
    if (turn.stopAtToolCalls) return { text: reply.text, added, usedTools, usage, pendingCalls: true };
    const ran = await runToolCalls(calls, byName, req.signal);
    added.push(...ran.messages);
    usedTools.push(...ran.usedTools);
    const direct = calls.findIndex((c) => byName.get(c.name)?.returnDirect);
    if (direct >= 0 && !ran.usedTools[direct]?.error) {
      const text = ran.usedTools[direct]!.toolOutput;
      added.push({ role: 'assistant', content: text, name: turn.name });
      return { text, added, usedTools, usage };
    }
  }
  throw new Error(`${turn.name} stopped after ${turn.maxIterations} model rounds without an answer`);
}
