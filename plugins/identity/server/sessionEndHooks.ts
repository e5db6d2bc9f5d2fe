import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';

/**
 * Asked at logout, after the session is revoked: a plugin that signed the session in elsewhere
 * (SSO) may name where the browser goes next to end that sign-in too. A same-origin path only.
 */
export type SessionEndHook = (ctx: ServerContext, sessionId: string) => Promise<string | undefined>;

const hooks = new Map<string, SessionEndHook>();

/** Registered by a plugin's server module; asked only where that plugin is loaded. */
export function onSessionEnd(pluginId: string, hook: SessionEndHook): void {
  hooks.set(pluginId, hook);
}

/** The first redirect a loaded plugin names for the ended session, if any. */
export async function sessionEndRedirect(ctx: ServerContext, sessionId: string): Promise<string | undefined> {
  for (const [pluginId, hook] of hooks) {
    if (!ctx.registry.get(pluginId)) continue;
    const to = await hook(ctx, sessionId);
    if (to?.startsWith('/')) return to;
  }
  return undefined;
}
