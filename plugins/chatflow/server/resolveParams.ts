import { resolveReference, type TemplateScope } from '../../../host/server/engine/resolveTemplate.ts';

/** A built node's value as text inside a param: strings as they are, the rest as JSON. */
export function instanceText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return JSON.stringify(value);
}

export interface ParamScope extends TemplateScope {
  /** What an earlier node built (the peer's `{{nodeId.data.instance}}`), or undefined. */
  instance(nodeId: string): unknown;
  has(nodeId: string): boolean;
}

const REF = /\{\{\s*([^{}]*?)\s*\}\}/g;
const INSTANCE = /^([A-Za-z_][\w-]*)\.data\.instance$/;

function replaceRef(whole: string, ref: string, scope: ParamScope): string {
  const own = INSTANCE.exec(ref);
  if (own) return scope.has(own[1]!) ? instanceText(scope.instance(own[1]!)) : whole;
  return resolveReference(ref, scope) ?? whole;
}

/**
 * One string param with its references resolved: {{question}}, {{chat_history}}, {{$vars.x}},
 * {{$flow.chatId}} and {{nodeId.data.instance}}. A string that is exactly one instance reference
 * becomes that value itself (an Output Prediction's JSON stays JSON). Unknown references stay
 * visible as written.
 */
export function resolveString(text: string, scope: ParamScope): unknown {
  const whole = /^\s*\{\{\s*([^{}]*?)\s*\}\}\s*$/.exec(text);
  const own = whole ? INSTANCE.exec(whole[1]!) : null;
  if (own && scope.has(own[1]!)) return scope.instance(own[1]!);
  return text.replace(REF, (w, ref: string) => replaceRef(w, ref, scope));
}

function resolveDeepValue(value: unknown, scope: ParamScope): unknown {
  if (typeof value === 'string') {
    const out = resolveString(value, scope);
    return typeof out === 'string' ? out : instanceText(out);
  }
  if (Array.isArray(value)) return value.map((v) => resolveDeepValue(v, scope));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeepValue(v, scope)]));
  }
  return value;
}

/**
 * A param's value resolved by its type. JSON params saved as text (promptValues) are parsed
 * first and resolved value by value, so an answer with quotes or new lines cannot break the JSON;
 * code is left alone (it reads $vars and $flow itself).
 */
export function resolveParam(value: unknown, type: string | undefined, scope: ParamScope): unknown {
  if (type === 'code') return value;
  if (type === 'json' && typeof value === 'string' && value.trim()) {
    try {
      return JSON.stringify(resolveDeepValue(JSON.parse(value), scope));
    } catch {
      // not JSON: resolved as text below
    }
  }
  if (typeof value === 'string') return resolveString(value, scope);
  return resolveDeepValue(value, scope);
}
