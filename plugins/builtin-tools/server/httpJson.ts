import type { GuardedRequestInit } from '../../../host/server/sandbox/guardedFetch.ts';
import type { ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';

/**
 * One request through the guarded fetch answering JSON; a failed status throws naming the
 * service, the status and the start of its answer.
 */
export async function fetchJson(
  ctx: ToolProviderContext,
  service: string,
  url: string,
  init: GuardedRequestInit = {},
): Promise<unknown> {
  const res = await ctx.fetch(url, { ...init, signal: init.signal ?? ctx.signal });
  const text = res.text();
  if (!res.ok) throw new Error(`${service} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A JSON body with its content type. */
export const jsonBody = (body: unknown, headers: Record<string, string> = {}): GuardedRequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Cuts a tool's answer for the model. */
export const cut = (text: string, max = 8000) => (text.length > max ? `${text.slice(0, max)}…` : text);
