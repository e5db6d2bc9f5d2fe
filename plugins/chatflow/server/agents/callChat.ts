import type { ModelMessage, ToolSet } from 'ai';
import type { TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import { usageOf } from '../../../agentflow/public.ts';
import type { AnswerContext, ChatModelInstance } from '../componentTypes.ts';

export interface ChatCall {
  system?: string;
  messages: ModelMessage[];
  tools?: ToolSet;
  /** Send the text to the caller as it arrives (the ending node's final answer). */
  stream?: boolean;
}

export interface ChatReply {
  text: string;
  toolCalls: { toolCallId: string; toolName: string; input: unknown }[];
  /** The assistant (and tool-call) messages to append before the next round. */
  responseMessages: ModelMessage[];
  usage: TokenUsage;
}

/**
 * One model round through the ai SDK. With `stream` and a streaming request, text deltas go out
 * as tokens while they arrive (tool-call rounds rarely carry text, so a round's text streams only
 * when it is text).
 */
export async function callChat(
  model: ChatModelInstance,
  call: ChatCall,
  ctx: Pick<AnswerContext, 'run' | 'token'>,
): Promise<ChatReply> {
  // The ai SDK loads with the first model call, not with the server.
  const { generateText, streamText } = await import('ai');
  const { chat } = model;
  const common = {
    model: chat.model,
    ...(call.system ? { system: call.system } : {}),
    messages: call.messages,
    ...(call.tools && Object.keys(call.tools).length ? { tools: call.tools } : {}),
    abortSignal: ctx.run.signal,
    maxRetries: 1,
    ...chat.settings,
  };
  if (call.stream && ctx.run.streaming) {
    let failure: unknown;
    const result = streamText({
      ...common,
      onError: ({ error }) => {
        failure = error;
      },
    });
    let text = '';
    for await (const delta of result.textStream) {
      text += delta;
      ctx.token(delta);
    }
    if (failure) throw failure;
    const response = await result.response;
    return {
      text,
      toolCalls: (await result.toolCalls) as ChatReply['toolCalls'],
      responseMessages: response.messages as ModelMessage[],
      usage: usageOf(await result.usage, chat),
    };
  }
  const result = await generateText(common);
  return {
    text: result.text,
    toolCalls: result.toolCalls as ChatReply['toolCalls'],
    responseMessages: result.response.messages as ModelMessage[],
    usage: usageOf(result.usage, chat),
  };
}

/** Memory and history messages as the ai SDK takes them (system messages are left to `system`). */
export function toModelMessages(history: { role: string; content: string }[]): ModelMessage[] {
  return history
    .filter((m) => m.content && (m.role === 'user' || m.role === 'assistant'))
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
}
