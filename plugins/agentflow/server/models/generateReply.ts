import type { NodeContext, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import type { BuiltPrompt } from './buildMessages.ts';
import type { ChatModel } from './createChatModel.ts';
import { usageOf } from './usageOf.ts';
import { aiSdk } from './sdkModules.ts';

export interface Reply {
  text: string;
  /** Set with a schema: the parsed answer. */
  object?: Record<string, unknown>;
  /** With the chat model's provider and name, for pricing. */
  usage: TokenUsage;
}

/**
 * One model answer. With `schema` the answer is structured (response_format json_schema); else,
 * when the node is the last one and the request streams, tokens go out as `token` events as they
 * arrive; a last node that cannot stream sends its whole text as one token.
 */
export async function generateReply(
  ctx: Pick<NodeContext, 'isLastNode' | 'streaming' | 'emit' | 'signal'>,
  chat: ChatModel,
  prompt: BuiltPrompt,
  schema?: Record<string, unknown>,
): Promise<Reply> {
  // The ai SDK loads with the first model call, not with the server (start-up time).
  const { generateText, jsonSchema, Output, streamText } = await aiSdk();
  const common = {
    model: chat.model,
    ...(prompt.system ? { system: prompt.system } : {}),
    messages: prompt.messages,
    abortSignal: ctx.signal,
    maxRetries: 1,
    ...chat.settings,
  };
  const streamOut = ctx.isLastNode && ctx.streaming;
  if (schema) {
    const result = await generateText({ ...common, output: Output.object({ schema: jsonSchema(schema) }) });
    const object = result.output as Record<string, unknown>;
    const text = JSON.stringify(object);
    if (streamOut) ctx.emit('token', text);
    return { text, object, usage: usageOf(result.usage, chat) };
  }
  if (streamOut) {
    let failure: unknown;
    // The usage as the stream finishes: `result.usage` would read the whole answer a second time
    // through two more web streams (the SDK's consumeStream), after the last token (issue 16).
    let finished: Parameters<typeof usageOf>[0];
    const result = streamText({
      ...common,
      onError: ({ error }) => {
        failure = error;
      },
      onFinish: ({ usage }) => {
        finished = usage;
      },
    });
    let text = '';
    for await (const delta of result.textStream) {
      text += delta;
      ctx.emit('token', delta);
    }
    if (failure) throw failure;
    return { text, usage: usageOf(finished ?? (await result.usage), chat) };
  }
  const result = await generateText(common);
  return { text: result.text, usage: usageOf(result.usage, chat) };
}
