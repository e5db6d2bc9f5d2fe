import type { ChatMessage } from '../../../../host/server/engine/engineTypes.ts';
import type {
  BuildContext,
  ChatflowComponent,
  ChatModelInstance,
  MemoryInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { countTokens } from './countTokens.ts';
import { instanceOf } from '../componentInputs.ts';
import { str, num } from './inputValues.ts';

/** The session's earlier messages as the chat messages table keeps them (user and assistant only). */
async function storedHistory(ctx: BuildContext): Promise<ChatMessage[]> {
  const all = (await ctx.run.services.chatHistory?.()) ?? [];
  return all.filter((m) => m.role === 'user' || m.role === 'assistant');
}

/** Database memories: the chat messages table already keeps every exchange, so saving is a no-op. */
function databaseMemory(ctx: BuildContext, messages: () => Promise<ChatMessage[]>): MemoryInstance {
  return {
    kind: 'memory',
    memoryKey: str(ctx.inputs.memoryKey) ?? 'chat_history',
    messages,
    save: async () => {},
  };
}

const transcript = (messages: ChatMessage[]) =>
  messages.map((m) => `${m.role === 'assistant' ? 'AI' : 'Human'}: ${m.content}`).join('\n');

/** Condenses messages into a short summary with the node's model (its tokens count for the run). */
async function summarize(
  ctx: BuildContext,
  model: ChatModelInstance,
  messages: ChatMessage[],
): Promise<string> {
  const reply = await callModel(
    model,
    {
      system:
        'Summarize the conversation below in a few sentences for an assistant continuing it. Keep names, facts, decisions and open questions; leave out pleasantries.',
      messages: [{ role: 'user', content: transcript(messages) }],
    },
    { signal: ctx.run.signal },
  );
  ctx.reportUsage(reply.usage);
  return reply.text.trim();
}

const summaryMessage = (text: string): ChatMessage => ({
  role: 'system',
  content: `Summary of the conversation so far:\n${text}`,
});

export const memoryComponents: Record<string, ChatflowComponent> = {
  bufferMemory: {
    init: async (ctx) => databaseMemory(ctx, () => storedHistory(ctx)),
  },
  bufferWindowMemory: {
    async init(ctx) {
      // k is the number of exchanges (a question and its answer) kept
      const k = Math.max(0, Math.floor(num(ctx.inputs.k) ?? 4));
      return databaseMemory(ctx, async () => (k ? (await storedHistory(ctx)).slice(-2 * k) : []));
    },
  },
  conversationSummaryMemory: {
    async init(ctx) {
      const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
      return databaseMemory(ctx, async () => {
        const history = await storedHistory(ctx);
        return history.length ? [summaryMessage(await summarize(ctx, model, history))] : [];
      });
    },
  },
  conversationSummaryBufferMemory: {
    async init(ctx) {
      const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
      const limit = num(ctx.inputs.maxTokenLimit) ?? 2000;
      return databaseMemory(ctx, async () => {
        const history = await storedHistory(ctx);
        // the newest messages that fit the token limit stay as they are; older ones are summarized
        let used = 0;
        let keep = history.length;
        while (keep > 0) {
          const cost = await countTokens(history[keep - 1]!.content);
          if (used + cost > limit) break;
          used += cost;
          keep -= 1;
        }
        const older = history.slice(0, keep);
        const recent = history.slice(keep);
        return older.length ? [summaryMessage(await summarize(ctx, model, older)), ...recent] : recent;
      });
    },
  },
};
