/** A message of a multi-agent conversation as the state keeps it (the peer's state.messages). */
export interface StateMessage {
  role: 'user' | 'assistant' | 'tool';
  content: string;
  /** The agent or node that said it. */
  name?: string;
  /** Tool calls an assistant message asks for (a tool node runs them). */
  toolCalls?: { id: string; name: string; args: Record<string, unknown> }[];
  /** A tool message: which call it answers. */
  toolCallId?: string;
  toolName?: string;
}

/** The shared state: messages, plus the keys seqState declares. */
export interface SeqState {
  messages: StateMessage[];
  [key: string]: unknown;
}

/** How a key of the state takes an update: 'Replace' (the default) or 'Append' (to a list). */
export type StateOperation = 'Replace' | 'Append';

/** seqState's table rows: key, operation, default value. */
interface StateRow {
  key?: unknown;
  /** The peer saves the operation under `type`. */
  type?: unknown;
  operation?: unknown;
  defaultValue?: unknown;
}

/** A saved table (datagrid) value: JSON text or an array; anything else is no rows. */
export function rowsOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** A default value as typed in the table: JSON when it parses ("[]", "0", "true"), else the text. */
function parseDefault(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? '';
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The state's keys with their operations and defaults, from seqState's table. */
export function stateSchema(rows: unknown): Map<string, { operation: StateOperation; default: unknown }> {
  const schema = new Map<string, { operation: StateOperation; default: unknown }>();
  for (const r of rowsOf<StateRow>(rows)) {
    const key = typeof r.key === 'string' ? r.key.trim() : '';
    if (!key || key === 'messages') continue;
    const operation: StateOperation = (r.type ?? r.operation) === 'Append' ? 'Append' : 'Replace';
    const fallback = operation === 'Append' ? [] : '';
    const value =
      r.defaultValue === undefined || r.defaultValue === '' ? fallback : parseDefault(r.defaultValue);
    schema.set(key, { operation, default: value });
  }
  return schema;
}

/** Applies a node's updates to the state by each key's operation; unknown keys are replaced. */
export function applyUpdates(
  state: SeqState,
  updates: Record<string, unknown>,
  schema: ReadonlyMap<string, { operation: StateOperation }>,
): SeqState {
  const next: SeqState = { ...state };
  for (const [key, value] of Object.entries(updates)) {
    if (key === 'messages') continue;
    if (schema.get(key)?.operation === 'Append') {
      const before = Array.isArray(next[key]) ? (next[key] as unknown[]) : [];
      next[key] = [...before, ...(Array.isArray(value) ? value : [value])];
    } else next[key] = value;
  }
  return next;
}
