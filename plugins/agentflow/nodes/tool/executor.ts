import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { asText } from '../customFunction/executor.ts';

/** An argument value as the model would give it: text that looks like JSON ([...] or {...}) is parsed. */
export function parseArgValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return v;
}

/** Tool: runs a built-in or saved tool with the argument rows; its output is the node's text. */
export const toolExecutor: NodeExecutor = {
  async run(ctx) {
    const toolRef = String(ctx.inputs.toolAgentflowSelectedTool ?? '').trim();
    if (!toolRef) throw new Error('Tool: choose a tool');
    if (!ctx.services.tools) throw new Error('Tool: the tools plugin is not available');
    const saved = ctx.inputs.toolAgentflowSelectedToolConfig;
    const config =
      saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, unknown>) : {};
    // A toolkit (several tools for one config, e.g. the MCP actions chosen) runs each of its tools
    // with the same arguments, as the peer's Tool node does; their outputs are joined by lines.
    const tools = await ctx.services.tools(toolRef, config, {
      signal: ctx.signal,
      addSecret: ctx.addSecret,
    });
    if (!tools.length) throw new Error(`Tool '${toolRef}' offers no tool for this configuration`);
    const args: Record<string, unknown> = {};
    const rows = Array.isArray(ctx.inputs.toolInputArgs) ? ctx.inputs.toolInputArgs : [];
    for (const row of rows as { inputArgName?: unknown; inputArgValue?: unknown }[]) {
      if (typeof row?.inputArgName === 'string' && row.inputArgName)
        args[row.inputArgName] = parseArgValue(row.inputArgValue);
    }
    const outputs = await Promise.all(
      tools.map(async (tool) => {
        try {
          return asText(await tool.run(args, ctx.signal));
        } catch (err) {
          const which = tools.length > 1 ? `${toolRef} (${tool.name})` : toolRef;
          throw new Error(`Tool '${which}' failed: ${(err as Error).message}`);
        }
      }),
    );
    const content = outputs.join('\n');
    const usedTools =
      tools.length > 1
        ? tools.map((tool, i) => ({ tool: tool.name, toolInput: args, toolOutput: outputs[i] ?? '' }))
        : [{ tool: toolRef, toolInput: args, toolOutput: content }];
    ctx.emit('usedTools', usedTools);
    return {
      output: { content, usedTools },
      stateUpdates: stateUpdatesFrom(ctx.inputs.toolUpdateState, content),
    };
  },
};
