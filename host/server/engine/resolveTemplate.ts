import { getPath } from '../../../node-registry/rules/getPath.ts';
import type { ChatMessage } from './engineTypes.ts';
import { htmlToText, looksLikeHtml } from './htmlToText.ts';

/** Everything a `{{ ... }}` reference may read. Pure data: no I/O happens while resolving. */
export interface TemplateScope {
  question?: string;
  form?: Record<string, unknown>;
  chatHistory?: readonly ChatMessage[];
  runtimeMessagesLength?: number;
  vars?: Record<string, unknown>;
  /** $flow: sessionId, chatId, chatflowId, state, input. */
  flow?: Record<string, unknown>;
  /** Present inside an iteration (even when the item is null). */
  iteration?: { value: unknown };
  loopCount?: number;
  /** The latest output of a node, or undefined when it has not run. */
  nodeOutput?: (nodeId: string) => Record<string, unknown> | undefined;
  now?: () => Date;
}

const UNSAFE = /(^|\.)(__proto__|constructor|prototype)(\.|$|\[)/;

function text(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** History as the peer's text form: one `role: content` line per message. */
export function historyText(history: readonly ChatMessage[]): string {
  return history.map((m) => `${m.role}: ${m.content}`).join('\n');
}

function readPath(source: unknown, path: string): unknown {
  if (!path) return source;
  if (UNSAFE.test(path)) return undefined;
  return getPath(source, path);
}

/** The value of one reference (the text between the braces, trimmed), or undefined when unknown. */
export function resolveReference(ref: string, scope: TemplateScope): string | undefined {
  switch (ref) {
    case 'question':
      return scope.question ?? '';
    case 'chat_history':
      return historyText(scope.chatHistory ?? []);
    case 'current_date_time':
      return (scope.now?.() ?? new Date()).toISOString();
    case 'runtime_messages_length':
      return String(Math.max(0, (scope.runtimeMessagesLength ?? 0) - 1));
    case 'loop_count':
      return String(scope.loopCount ?? 0);
  }
  const dot = ref.indexOf('.');
  const head = dot < 0 ? ref : ref.slice(0, dot);
  const rest = dot < 0 ? '' : ref.slice(dot + 1);
  switch (head) {
    case '$form':
      return scope.form && rest ? text(readPath(scope.form, rest)) : undefined;
    case '$vars':
      return scope.vars && rest && Object.hasOwn(scope.vars, rest) ? text(scope.vars[rest]) : undefined;
    case '$flow':
      return scope.flow && rest ? text(readPath(scope.flow, rest)) : undefined;
    case '$iteration':
      return scope.iteration ? text(readPath(scope.iteration.value, rest)) : undefined;
  }
  if (!/^[A-Za-z_][\w-]*$/.test(head)) return undefined;
  const output = scope.nodeOutput?.(head);
  if (!output) return undefined;
  if (!rest) {
    const http = output.http as { data?: unknown } | undefined;
    return text(output.content ?? http?.data ?? '');
  }
  if (rest === 'output') return text(output);
  if (!rest.startsWith('output.')) return undefined;
  return text(readPath(output, rest.slice('output.'.length)));
}

/**
 * Replaces every `{{ reference }}` in a string. Unknown or unresolvable references stay visible as
 * written, so a typo shows in the output instead of silently becoming empty. `{{ output }}` is
 * left alone: it belongs to state updates after a node runs.
 */
export function resolveTemplate(template: string, scope: TemplateScope): string {
  const source = looksLikeHtml(template) ? htmlToText(template) : template;
  return source.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, ref: string) => {
    if (ref === 'output' || ref.startsWith('output.')) return whole;
    return resolveReference(ref, scope) ?? whole;
  });
}

/** Resolves every string inside a JSON-like value; `skipKeys` (top level) are copied unchanged. */
export function resolveDeep(
  value: unknown,
  scope: TemplateScope,
  skipKeys: ReadonlySet<string> = new Set(),
): unknown {
  if (typeof value === 'string') return resolveTemplate(value, scope);
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, scope));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = skipKeys.has(k) ? v : resolveDeep(v, scope);
    return out;
  }
  return value;
}
