import type {
  RunnableTool,
  ToolProvider,
  ToolProviderContext,
} from '../../../../host/server/engine/toolProvider.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import type { BuildContext, ChatflowComponent, ToolInstance } from '../componentTypes.ts';

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/** What a built-in tool provider may use, from a chatflow node: its credential is the node's. */
export function chatflowToolContext(ctx: BuildContext): ToolProviderContext {
  const s = ctx.run.services;
  return {
    workspaceId: ctx.run.workspaceId,
    credential: async () => ({ credentialName: '', data: await ctx.credential() }),
    fetch: createGuardedFetch({ allowPrivate: s.allowPrivate }),
    allowPrivate: s.allowPrivate,
    signal: ctx.run.signal,
    addSecret: ctx.run.addSecret,
    baseURL: (name, fallback) => s.toolBaseURLs?.[name] ?? fallback,
    vars: ctx.run.vars,
    ...(s.dataDir ? { dataDir: s.dataDir } : {}),
    ...(s.runFlow ? { runFlow: s.runFlow } : {}),
  };
}

export const toolInstance = (t: RunnableTool, returnDirect = false): ToolInstance => ({
  kind: 'tool',
  name: t.name,
  description: t.description,
  schema: t.schema,
  ...(returnDirect ? { returnDirect } : {}),
  call: async (args, signal) => asText(await t.run(args, signal)),
});

/**
 * A chatflow component running a built-in tool provider with the node's inputs as its config (the
 * peer's chatflow nodes and agentflow tools share input names): one tool, or a toolkit's list.
 */
export function providerComponent(
  provider: ToolProvider,
  options: { toolkit?: boolean; returnDirect?(config: Record<string, unknown>): boolean } = {},
): ChatflowComponent {
  return {
    async init(ctx): Promise<ToolInstance | ToolInstance[]> {
      // 'node': the context's credential lookup answers the node's own credential
      const config = { ...ctx.inputs, credential: 'node' };
      const tools = await provider.tools(config, chatflowToolContext(ctx));
      const direct = options.returnDirect?.(config) ?? false;
      const instances = tools.map((t) => toolInstance(t, direct));
      const [first] = instances;
      if (options.toolkit) return instances;
      if (!first) throw new Error(`${provider.label} gave no tool`);
      return first;
    },
  };
}
