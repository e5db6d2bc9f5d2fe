import type { ModelMessage, ToolSet } from 'ai';
import type { UsedToolCall } from '../../../../host/server/engine/flowRunner.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { addUsage, usageOf } from '../../../agentflow/public.ts';
import type { Answer, AnswerContext, ChatModelInstance, ToolInstance } from '../componentTypes.ts';
import { callChat } from './callChat.ts';

/** Model rounds when the node sets no Max Iterations. */
export const DEFAULT_MAX_ITERATIONS = 10;

export interface ToolLoop {
  model: ChatModelInstance;
  tools: ToolInstance[];
  system?: string;
  /** Earlier messages (memory), then the question as the last user message. */
  messages: ModelMessage[];
  maxIterations: number;
  /** The node's Enable Detailed Streaming: each tool call is streamed (calledTools) as it ends. */
  detailed?: boolean;
}

/** Tool names as providers accept them (letters, digits, _ and -), unique within one call. */
export function toolNames(tools: ToolInstance[]): Map<string, ToolInstance> {
  const byName = new Map<string, ToolInstance>();
  for (const t of tools) {
    const base = t.name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || 'tool';
    let name = base;
    for (let i = 2; byName.has(name); i++) name = `${base}_${i}`;
    byName.set(name, t);
  }
  return byName;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The tool-calling loop of the tool and conversational agents: the model sees the tools (the ai
 * SDK's native tool calling), each call runs here, its output goes back to the model, until the
 * model answers in text, a returnDirect tool answers, or maxIterations rounds are spent.
 */
export async function runToolLoop(loop: ToolLoop, ctx: AnswerContext): Promise<Answer> {
  const { jsonSchema, tool } = await import('ai');
  const byName = toolNames(loop.tools);
  const set: ToolSet = {};
  for (const [name, t] of byName)
    set[name] = tool({ description: t.description, inputSchema: jsonSchema(t.schema as never) });
  const messages = [...loop.messages];
  const usedTools: UsedToolCall[] = [];
  const sourceDocuments: RetrievedDocument[] = [];
  let usage = usageOf(undefined);
  const finish = (text: string): Answer => ({
    text,
    usage,
    ...(usedTools.length ? { usedTools } : {}),
    ...(sourceDocuments.length ? { sourceDocuments } : {}),
  });
  for (let round = 0; round < loop.maxIterations; round++) {
    const reply = await callChat(
      loop.model,
      { system: loop.system, messages, tools: set, stream: true },
      ctx,
    );
    usage = addUsage(usage, reply.usage);
    if (!reply.toolCalls.length) return finish(reply.text);
    messages.push(...reply.responseMessages);
    for (const call of reply.toolCalls) {
      const t = byName.get(call.toolName);
      const toolInput = (call.input ?? {}) as Record<string, unknown>;
      let output: string;
      let error: string | undefined;
      if (!t) error = `There is no tool named '${call.toolName}'`;
      else {
        try {
          output = await t.call(toolInput, ctx.run.signal);
        } catch (err) {
          ctx.run.signal.throwIfAborted();
          error = errorText(err);
        }
      }
      output ??= '';
      usedTools.push({
        tool: t?.name ?? call.toolName,
        toolInput,
        toolOutput: output,
        ...(error ? { error } : {}),
      });
      if (t?.lastDocuments) sourceDocuments.push(...t.lastDocuments());
      if (loop.detailed && ctx.run.streaming) ctx.run.emit('calledTools', [...usedTools]);
      if (t?.returnDirect && !error) {
        ctx.token(output);
        return finish(output);
      }
      messages.push({
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            output: { type: 'text', value: error ? `Error: ${error}` : output },
          },
        ],
      });
    }
  }
  throw new Error(`The agent stopped after ${loop.maxIterations} model rounds without a final answer`);
}
