import type {
  Answer,
  AnswerContext,
  ChatflowComponent,
  ChatModelInstance,
  MemoryInstance,
  PromptInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { connected, optionalConnected, str } from './inputValues.ts';
import { moderate } from './moderation.ts';
import { renderPrompt } from './renderPrompt.ts';

interface Conversation {
  model: ChatModelInstance;
  memory?: MemoryInstance;
  prompt?: PromptInstance;
  system?: string;
  moderation: unknown;
}

/**
 * One turn of a conversation: moderation, then the model sees the system message (or the chat
 * prompt's), the memory's messages and the question; the answer streams and the memory keeps it.
 */
async function converse(c: Conversation, ctx: AnswerContext): Promise<Answer> {
  const refused = await moderate(c.moderation, ctx.question, ctx.run.signal);
  if (refused) return { text: refused };
  const history = (await c.memory?.messages()) ?? [];
  const prompt = c.prompt
    ? renderPrompt(c.prompt, ctx.question, {}, history)
    : {
        ...(c.system ? { system: c.system } : {}),
        messages: [...history, { role: 'user' as const, content: ctx.question }],
      };
  const reply = await callModel(c.model, prompt, {
    signal: ctx.run.signal,
    onToken: ctx.token,
    attachments: ctx.run.input,
  });
  await c.memory?.save(ctx.question, reply.text);
  return { text: reply.text, usage: reply.usage };
}

export const conversationComponents: Record<string, ChatflowComponent> = {
  conversationChain: {
    async init(ctx): Promise<Conversation> {
      return {
        model: connected<ChatModelInstance>(ctx.inputs.model, 'chatModel', 'Chat Model'),
        memory: connected<MemoryInstance>(ctx.inputs.memory, 'memory', 'Memory'),
        prompt: optionalConnected<PromptInstance>(
          ctx.inputs.chatPromptTemplate,
          'prompt',
          'Chat Prompt Template',
        ),
        system: str(ctx.inputs.systemMessagePrompt),
        moderation: ctx.inputs.inputModeration,
      };
    },
    answer: (instance, ctx) => converse(instance as Conversation, ctx),
  },
  simpleChatEngine: {
    async init(ctx): Promise<Conversation> {
      return {
        model: connected<ChatModelInstance>(ctx.inputs.model, 'chatModel', 'Chat Model'),
        memory: optionalConnected<MemoryInstance>(ctx.inputs.memory, 'memory', 'Memory'),
        system: str(ctx.inputs.systemMessagePrompt),
        moderation: undefined,
      };
    },
    answer: (instance, ctx) => converse(instance as Conversation, ctx),
  },
};
