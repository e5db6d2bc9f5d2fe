import type { ChatflowComponent } from '../componentTypes.ts';

/** A text param: trimmed, undefined when empty. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;

/** A number param (saved as a number or as text); undefined when unset or not a number. */
export function num(v: unknown): number | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A boolean param (saved as true/false or 'true'/'false'). */
export const bool = (v: unknown): boolean => v === true || v === 'true';

/** A JSON param: an object as saved, or parsed from its text; {} when empty. */
export function jsonObject(v: unknown, label: string): Record<string, unknown> {
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  const text = str(v);
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${label} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${label} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

/**
 * The instance connected to an input, checked to be of the expected kind: a wrong or missing
 * connection fails here, naming the input, rather than deep inside a model call.
 */
export function connected<T extends { kind: string }>(value: unknown, kind: T['kind'], input: string): T {
  const got = value as { kind?: unknown } | undefined;
  if (!got || typeof got !== 'object') throw new Error(`Connect a node to the ${input} input`);
  if (got.kind !== kind)
    throw new Error(`The ${input} input needs a ${kind} node, not a ${String(got.kind ?? typeof value)}`);
  return value as T;
}

/** The same check for an optional input: undefined when nothing is connected. */
export function optionalConnected<T extends { kind: string }>(
  value: unknown,
  kind: T['kind'],
  input: string,
): T | undefined {
  return value === undefined || value === null || value === '' ? undefined : connected<T>(value, kind, input);
}

/** The instances of a list input, each checked. */
export function connectedList<T extends { kind: string }>(
  value: unknown,
  kind: T['kind'],
  input: string,
): T[] {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];
  return list.map((v) => connected<T>(v, kind, input));
}

/** A component whose node only gives a value to others (nothing to answer). */
export const builds = (init: ChatflowComponent['init']): ChatflowComponent => ({ init });
