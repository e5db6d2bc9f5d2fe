import type { ModelMessage } from 'ai';
import type { StateMessage } from '../common/seqState.ts';

/** The state's messages as the ai SDK takes them: tool calls and their results paired by id. */
export function modelMessages(messages: readonly StateMessage[]): ModelMessage[] {
  const out: ModelMessage[] = [];
  for (const m of messages) {
    if (m.role === 'tool') {
      out.push({
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: m.toolCallId ?? '',
            toolName: m.toolName ?? '',
            output: { type: 'text', value: m.content },
          },
        ],
      });
    } else if (m.role === 'assistant' && m.toolCalls?.length) {
      out.push({
        role: 'assistant',
        content: [
          ...(m.content ? [{ type: 'text' as const, text: m.content }] : []),
          ...m.toolCalls.map((c) => ({
            type: 'tool-call' as const,
            toolCallId: c.id,
            toolName: c.name,
            input: c.args,
          })),
        ],
      });
    } else if (m.content) out.push({ role: m.role, content: m.content });
  }
  return out;
}

/** A tool call left without its result (a model that asked for a tool nobody ran) is dropped. */
export function answeredOnly(messages: readonly StateMessage[]): StateMessage[] {
  const answered = new Set(messages.filter((m) => m.role === 'tool').map((m) => m.toolCallId));
  return messages.map((m) =>
    m.toolCalls?.length && !m.toolCalls.every((c) => answered.has(c.id)) ? { ...m, toolCalls: undefined } : m,
  );
}
