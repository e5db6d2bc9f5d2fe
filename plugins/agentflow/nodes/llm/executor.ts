import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { ChatMessage, NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { buildMessages } from '../../server/models/buildMessages.ts';
import { createChatModel } from '../../server/models/createChatModel.ts';
import { generateReply } from '../../server/models/generateReply.ts';
import { structuredOutputSchema } from '../../server/models/structuredOutputSchema.ts';

/**
 * LLM: one model call with the node's messages, memory and user message. With structured-output
 * rows the answer follows their JSON schema and each key is readable as {{nodeId.output.key}}.
 */
export const llmExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    const chat = await createChatModel(i.llmModel, i.llmModelConfig as Record<string, unknown>, ctx);
    const prompt = buildMessages(ctx, {
      messages: i.llmMessages,
      enableMemory: i.llmEnableMemory,
      memoryType: i.llmMemoryType,
      windowSize: i.llmMemoryWindowSize,
      userMessage: i.llmUserMessage,
    });
    const schema = structuredOutputSchema(i.llmStructuredOutput);
    const reply = await generateReply(ctx, chat, prompt, schema);
    const role = i.llmReturnResponseAs === 'assistantMessage' ? 'assistant' : 'user';
    const chatHistory: ChatMessage[] = [];
    if (prompt.addedUser) chatHistory.push({ role: 'user', content: prompt.addedUser });
    // The peer's option: later nodes see this answer as a user message (default) or an assistant one.
    chatHistory.push({ role, content: reply.text, name: ctx.node.data.label });
    return {
      output: {
        content: reply.text,
        ...(reply.object ?? {}),
        usageMetadata: reply.usage,
        model: chat.modelName,
      },
      stateUpdates: stateUpdatesFrom(i.llmUpdateState, reply.text),
      chatHistory,
      usage: reply.usage,
    };
  },
};
