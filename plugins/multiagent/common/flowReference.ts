import type { SeqState } from './seqState.ts';

/** What `$flow.…` and `$vars.…` references see while a node runs. */
export interface ReferenceScope {
  state: SeqState;
  /**
   * The node's own output: `content`, `usedTools` and structured output keys; a tool node's is the
   * list of its calls (tool, toolInput, toolOutput, sourceDocuments), as in the peer.
   */
  output?: Record<string, unknown> | Record<string, unknown>[];
  vars: Record<string, string>;
  flow: { chatId?: string; sessionId?: string; chatflowId: string; input: string };
}

/** One path step: a key, or an index ([-1] counts from the end as in the peer's examples). */
function step(value: unknown, key: string): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && /^-?\d+$/.test(key)) {
    const i = Number(key);
    return value[i < 0 ? value.length + i : i];
  }
  return (value as Record<string, unknown>)[key];
}

/**
 * The value of `$flow.state.x`, `$flow.state.messages[-1].content`, `$flow.output.content`,
 * `$flow.input`, `$flow.chatId`, `$vars.name`; undefined for anything else (a literal).
 */
export function resolveReference(ref: string, scope: ReferenceScope): unknown {
  const text = ref.trim();
  const m = /^\$(flow|vars)((?:\.[A-Za-z_$][\w$]*|\[-?\d+\])*)$/.exec(text);
  if (!m) return undefined;
  const path = [...m[2]!.matchAll(/\.([A-Za-z_$][\w$]*)|\[(-?\d+)\]/g)].map((p) => p[1] ?? p[2]!);
  let value: unknown =
    m[1] === 'vars' ? scope.vars : { ...scope.flow, state: scope.state, output: scope.output ?? {} };
  for (const key of path) value = step(value, key);
  return value;
}

/** A table value: a reference resolved, anything else as typed. */
export const tableValue = (value: unknown, scope: ReferenceScope): unknown =>
  typeof value === 'string' && value.trim().startsWith('$') ? resolveReference(value, scope) : value;

/** Text for a prompt: strings as they are, the rest as JSON. */
export const asText = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

/**
 * A prompt with its `{name}` variables filled from promptValues (each value a reference, `{{question}}`
 * or a literal); `{{question}}` itself becomes the user's input. Unknown variables stay as written.
 */
export function formatPrompt(template: string, promptValues: unknown, scope: ReferenceScope): string {
  let values: Record<string, unknown> = {};
  if (typeof promptValues === 'string' && promptValues.trim()) {
    try {
      values = JSON.parse(promptValues);
    } catch {
      values = {};
    }
  } else if (promptValues && typeof promptValues === 'object')
    values = promptValues as Record<string, unknown>;
  const question = (v: unknown) =>
    typeof v === 'string' ? v.replace(/\{\{\s*question\s*\}\}/g, scope.flow.input) : v;
  return template
    .replace(/\{\{\s*question\s*\}\}/g, scope.flow.input)
    .replace(/\{([A-Za-z_][\w]*)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? asText(tableValue(question(values[name]), scope)) : whole,
    );
}
