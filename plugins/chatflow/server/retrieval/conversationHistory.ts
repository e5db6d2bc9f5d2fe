import type { ChatMessage } from '../../../../host/server/engine/engineTypes.ts';
import type { BuildContext, MemoryInstance } from '../componentTypes.ts';

/**
 * The conversation before this question: the connected memory's, else the session's stored
 * messages, else the history the request sent.
 */
export async function conversationHistory(
  ctx: BuildContext,
  memory?: MemoryInstance,
): Promise<ChatMessage[]> {
  if (memory) return memory.messages();
  const stored = await ctx.run.services.chatHistory?.();
  if (stored?.length) return stored;
  return ctx.run.input.history ?? [];
}

/** History as text for prompts ("Human: …" / "Assistant: …" lines). */
export function historyText(history: ChatMessage[]): string {
  return history
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => `${m.role === 'user' ? 'Human' : 'Assistant'}: ${m.content}`)
    .join('\n');
}
