import type { ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { createGuardedFetch } from '../../../host/server/sandbox/guardedFetch.ts';
import type { LoadMethodContext } from './loadMethods.ts';

/** What a built-in tool may use while the form asks it something: no run, nothing kept secret. */
export const formToolContext = (ctx: LoadMethodContext): ToolProviderContext => ({
  workspaceId: ctx.workspaceId,
  credential: async (id) => ({ credentialName: '', data: await ctx.credential(id) }),
  fetch: createGuardedFetch({ allowPrivate: ctx.allowPrivate }),
  allowPrivate: ctx.allowPrivate,
  signal: AbortSignal.timeout(15_000),
  addSecret: () => {},
  baseURL: (_name, fallback) => fallback,
  vars: {},
  ...(ctx.server ? { server: ctx.server } : {}),
});
