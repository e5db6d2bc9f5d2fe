import type { ModelMessage } from 'ai';
import type { ChatMessage, RunInput, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import { generateReply, withFiles } from '../../../agentflow/public.ts';
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
  /**
   * The run's input when the last message is the user's question: its attached documents go
   * before it, and its images with it when the model node allows image uploads.
   */
  attachments?: Pick<RunInput, 'files' | 'images'>;
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
  const last = messages.at(-1);
  if (opts.attachments && last?.role === 'user' && typeof last.content === 'string') {
    const text = withFiles(last.content, opts.attachments.files);
    const images = model.acceptsImages ? (opts.attachments.images ?? []) : [];
    messages[messages.length - 1] = images.length
      ? {
          role: 'user',
          content: [
            { type: 'text', text },
            ...images.map((i) => ({ type: 'image' as const, image: i.data, mediaType: i.mime })),
          ],
        }
      : { role: 'user', content: text };
  }
  if (!messages.length) messages.push({ role: 'user', content: ' ' });
  const onToken = model.streaming === false ? undefined : opts.onToken;
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
