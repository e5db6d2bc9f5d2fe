import type { ModelMessage } from 'ai';
import type { ChatMessage, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import { generateReply } from '../../../agentflow/public.ts';
import type { ChatModelInstance } from '../componentTypes.ts';

export interface ModelPrompt {
  system?: string;
  /** Oldest first; system messages are merged into `system`. */
  messages: ChatMessage[];
}

export interface CallOptions {
  signal: AbortSignal;
  /** Tokens go here as they arrive; without it the answer comes whole. */
  onToken?: (text: string) => void;
  /** A JSON Schema: the answer is structured and returned as `object`. */
  schema?: Record<string, unknown>;
}

const toModel = (m: ChatMessage): ModelMessage =>
  m.role === 'assistant' ? { role: 'assistant', content: m.content } : { role: 'user', content: m.content };

/** One model call of a chatflow component: streaming when asked, with the tokens it used. */
export async function callModel(
  model: ChatModelInstance,
  prompt: ModelPrompt,
  opts: CallOptions,
): Promise<{ text: string; object?: Record<string, unknown>; usage: TokenUsage }> {
  const system = [prompt.system, ...prompt.messages.filter((m) => m.role === 'system').map((m) => m.content)]
    .filter((s): s is string => !!s?.trim())
    .join('\n\n');
  const messages = prompt.messages.filter((m) => m.role !== 'system').map(toModel);
  if (!messages.length) messages.push({ role: 'user', content: ' ' });
  const onToken = opts.onToken;
  return generateReply(
    {
      isLastNode: !!onToken,
      streaming: !!onToken,
      emit: (event, data) => {
        if (event === 'token' && typeof data === 'string') onToken?.(data);
      },
      signal: opts.signal,
    },
    model.chat,
    { ...(system ? { system } : {}), messages },
    opts.schema,
  );
}
