import type {
  Answer,
  AnswerContext,
  ChatflowComponent,
  ChatModelInstance,
  MemoryInstance,
  PromptInstance,
  ModerationInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { moderate } from './moderation.ts';
import { renderPrompt } from './renderPrompt.ts';
import { instanceOf, instancesOf, optionalInstanceOf } from '../componentInputs.ts';
import { str } from './inputValues.ts';

interface Conversation {
  model: ChatModelInstance;
  memory?: MemoryInstance;
  prompt?: PromptInstance;
  system?: string;
  moderation: ModerationInstance[];
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
        model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
        memory: instanceOf<MemoryInstance>(ctx, 'memory', 'memory'),
        prompt: optionalInstanceOf<PromptInstance>(ctx, 'chatPromptTemplate', 'prompt'),
        system: str(ctx.inputs.systemMessagePrompt),
        moderation: instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation'),
      };
    },
    answer: (instance, ctx) => converse(instance as Conversation, ctx),
  },
  simpleChatEngine: {
    async init(ctx): Promise<Conversation> {
      return {
        model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
        memory: optionalInstanceOf<MemoryInstance>(ctx, 'memory', 'memory'),
        system: str(ctx.inputs.systemMessagePrompt),
        moderation: [],
      };
    },
    answer: (instance, ctx) => converse(instance as Conversation, ctx),
  },
};
