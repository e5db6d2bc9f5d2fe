import type {
  RunnableTool,
  ToolProvider,
  ToolProviderContext,
} from '../../../host/server/engine/toolProvider.ts';
import { createGuardedFetch } from '../../../host/server/sandbox/guardedFetch.ts';

/** A provider context for tests: loopback allowed, credentials by id, base URLs by tool name. */
export function testToolContext(
  o: { credentials?: Record<string, Record<string, unknown>>; baseURLs?: Record<string, string> } = {},
): ToolProviderContext & { secrets: string[] } {
  const secrets: string[] = [];
  return {
    secrets,
    workspaceId: 'ws-1',
    credential: async (id) => {
      const data = o.credentials?.[id];
      if (!data) throw new Error(`Credential ${id} not found`);
      for (const v of Object.values(data)) if (typeof v === 'string') secrets.push(v);
      return { credentialName: 'test', data };
    },
    fetch: createGuardedFetch({ allowPrivate: ['127.0.0.1'] }),
    allowPrivate: ['127.0.0.1'],
    signal: new AbortController().signal,
    addSecret: (v) => secrets.push(v),
    baseURL: (name, fallback) => o.baseURLs?.[name] ?? fallback,
    vars: {},
  };
}

/** The provider's tools for a config; the first when `name` is not given. */
export async function toolOf(
  provider: ToolProvider,
  config: Record<string, unknown>,
  ctx: ToolProviderContext,
  name?: string,
): Promise<RunnableTool> {
  const tools = await provider.tools(config, ctx);
  const t = name ? tools.find((x) => x.name === name) : tools[0];
  if (!t) throw new Error(`No tool ${name ?? ''} among ${tools.map((x) => x.name).join(', ')}`);
  return t;
}

export const testSignal = new AbortController().signal;
