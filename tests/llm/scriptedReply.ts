/**
 * What a test script tells a fake model to answer, shared by every protocol's test server
 * (OpenAI, Azure, Anthropic, Google), and the protocol-neutral readings of it.
 */

/** One scripted answer of the fake model. */
export type ScriptedReply =
  | { text: string; usage?: Usage; delayMs?: number }
  | { toolCalls: ScriptedToolCall[]; text?: string; usage?: Usage; delayMs?: number }
  | { json: unknown; usage?: Usage; delayMs?: number }
  | { error: { status: number; message: string }; delayMs?: number };

export interface ScriptedToolCall {
  name: string;
  /** An object (sent as its JSON text) or the raw arguments text. */
  arguments: unknown;
  id?: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** Token counts reported when the script gives none. */
export const DEFAULT_USAGE: Usage = { prompt_tokens: 10, completion_tokens: 5 };

/** A tool call's arguments as an object (scripts may give the raw JSON text). */
export function argumentsObject(call: ScriptedToolCall): Record<string, unknown> {
  if (typeof call.arguments !== 'string') return (call.arguments ?? {}) as Record<string, unknown>;
  return JSON.parse(call.arguments) as Record<string, unknown>;
}

/** Text of a reply: structured output as its JSON text. */
export function replyText(reply: Exclude<ScriptedReply, { error: unknown }>): string {
  if ('json' in reply) return JSON.stringify(reply.json);
  return reply.text ?? '';
}

/** The reply's tool calls (none for text and structured output). */
export function replyToolCalls(reply: Exclude<ScriptedReply, { error: unknown }>): ScriptedToolCall[] {
  return 'toolCalls' in reply ? reply.toolCalls : [];
}

/** Splits text into word-sized chunks that join back to the same text. */
export function chunkText(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [''];
}
