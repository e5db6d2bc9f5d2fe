import type { RunnableTool, ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { createGuardedWebFetch } from '../../../host/server/sandbox/guardedWebFetch.ts';
import type { McpTarget } from '../common/mcpTarget.ts';
import { type McpConnectOptions, type McpToolInfo, withMcp } from './mcpClient.ts';

/** How the MCP transports reach the network: the guarded web fetch (streams; every address checked). */
export function mcpConnectOptions(
  ctx: Pick<ToolProviderContext, 'allowPrivate' | 'signal'>,
): McpConnectOptions {
  return { fetch: createGuardedWebFetch({ allowPrivate: ctx.allowPrivate }), signal: ctx.signal };
}

/** A name a model may call (letters, digits, _ and -), at most 64 characters. */
export const callableName = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'tool';

function objectSchema(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  return schema && schema.type === 'object' ? schema : { type: 'object', properties: {} };
}

/**
 * The server's tools as runnable ones: the selected actions in their order, or all of them when none
 * is selected. Each call opens its own session and closes it (a run holds no connection between calls;
 * an unknown selected action throws naming it and the ones the server has).
 */
export async function mcpTools(
  target: McpTarget,
  actions: string[],
  options: McpConnectOptions,
): Promise<RunnableTool[]> {
  const listed = await withMcp(target, options, (s) => s.listTools(options.signal));
  let chosen: McpToolInfo[] = listed;
  if (actions.length) {
    const byName = new Map(listed.map((t) => [t.name, t]));
    const missing = actions.filter((a) => !byName.has(a));
    if (missing.length) {
      throw new Error(
        `The MCP server has no tool ${missing.map((m) => `'${m}'`).join(', ')}; it has: ${
          listed.map((t) => t.name).join(', ') || 'none'
        }`,
      );
    }
    chosen = actions.map((a) => byName.get(a) as McpToolInfo);
  }
  return chosen.map((t) => ({
    name: callableName(t.name),
    description: t.description,
    schema: objectSchema(t.inputSchema),
    run: (args, signal) => withMcp(target, { ...options, signal }, (s) => s.callTool(t.name, args, signal)),
  }));
}

/** The server's tools as options of the `mcpActions` multi-select (sorted by name). */
export async function listMcpActions(target: McpTarget, options: McpConnectOptions) {
  const tools = await withMcp(target, options, (s) => s.listTools(options.signal));
  return tools
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ label: t.name, name: t.name, description: t.description }));
}
