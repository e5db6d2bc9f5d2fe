import type { ModelMessage } from 'ai';
import type { ChatMessage, NodeContext } from '../../../../host/server/engine/engineTypes.ts';

export interface MessageInputs {
  /** Rows { role, content } as the node saves them (content already resolved). */
  messages: unknown;
  enableMemory: unknown;
  memoryType: unknown;
  windowSize: unknown;
  userMessage: unknown;
}

export interface BuiltPrompt {
  system?: string;
  messages: ModelMessage[];
  /** The user message this node added (recorded in the run's history when it was the question). */
  addedUser?: string;
}

const toModel = (m: ChatMessage): ModelMessage =>
  m.role === 'assistant' ? { role: 'assistant', content: m.content } : { role: 'user', content: m.content };

/** True when the node's model config turns allowImageUploads on (the rule flowUploads offers by). */
const takesImages = (inputs: Record<string, unknown> | undefined) =>
  Object.entries(inputs ?? {}).some(([k, v]) => {
    const allow =
      k.endsWith('ModelConfig') && (v as { allowImageUploads?: unknown } | null)?.allowImageUploads;
    return allow === true || allow === 'true';
  });

const attr = (v: string) => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Attached documents as blocks naming each file, ahead of the text they came with. */
export function withFiles(text: string, files: NodeContext['input']['files']): string {
  if (!files?.length) return text;
  const blocks = files.map((f) => `<file name="${attr(f.name)}" type="${attr(f.mime)}">\n${f.text}\n</file>`);
  return [...blocks, text].filter(Boolean).join('\n\n');
}

/** A user message; the run's attached images ride along as image parts. */
function withImages(text: string, images: NodeContext['input']['images']): ModelMessage {
  if (!images?.length) return { role: 'user', content: text };
  return {
    role: 'user',
    content: [
      { type: 'text', text },
      ...images.map((i) => ({ type: 'image' as const, image: i.data, mediaType: i.mime })),
    ],
  };
}

/**
 * A model prompt the peer's way: system (and developer) rows become the system prompt; memory adds
 * the history (all, or the last N exchanges); then the other rows; then the user message, or the
 * question when this is the first model node of the run.
 */
export function buildMessages(
  ctx: Pick<NodeContext, 'chatHistory' | 'runtimeHistory' | 'input'> & Partial<Pick<NodeContext, 'inputs'>>,
  i: MessageInputs,
): BuiltPrompt {
  const images = takesImages(ctx.inputs) ? ctx.input.images : undefined;
  const rows = Array.isArray(i.messages) ? (i.messages as { role?: string; content?: unknown }[]) : [];
  const system = rows
    .filter((r) => r.role === 'system' || r.role === 'developer')
    .map((r) => String(r.content ?? ''))
    .filter(Boolean);
  const messages: ModelMessage[] = [];
  if (i.enableMemory !== false && i.enableMemory !== 'false') {
    let history = ctx.chatHistory.filter((m) => m.role === 'user' || m.role === 'assistant');
    if (i.memoryType === 'windowSize') {
      const n = Number(i.windowSize) || 20;
      history = history.slice(-n * 2);
    }
    messages.push(...history.map(toModel));
  }
  for (const r of rows) {
    if (r.role === 'user' || r.role === 'assistant') {
      messages.push(toModel({ role: r.role, content: String(r.content ?? '') }));
    }
  }
  const user = typeof i.userMessage === 'string' && i.userMessage.trim() ? i.userMessage : undefined;
  let addedUser: string | undefined;
  if (user) {
    messages.push(withImages(withFiles(user, ctx.input.files), images));
    addedUser = user;
  } else if (ctx.runtimeHistory.length === 0 && (ctx.input.question || ctx.input.files?.length)) {
    messages.push(withImages(withFiles(ctx.input.question ?? '', ctx.input.files), images));
    addedUser = ctx.input.question;
  }
  if (messages.length === 0) messages.push({ role: 'user', content: ctx.input.question || ' ' });
  return {
    ...(system.length ? { system: system.join('\n\n') } : {}),
    messages,
    ...(addedUser ? { addedUser } : {}),
  };
}
