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
    // A toolkit (several tools for one config) runs its first tool here; the Agent node offers them all.
    const [tool] = await ctx.services.tools(toolRef, config, {
      signal: ctx.signal,
      addSecret: ctx.addSecret,
    });
    if (!tool) throw new Error(`Tool '${toolRef}' offers no tool for this configuration`);
    const args: Record<string, unknown> = {};
    const rows = Array.isArray(ctx.inputs.toolInputArgs) ? ctx.inputs.toolInputArgs : [];
    for (const row of rows as { inputArgName?: unknown; inputArgValue?: unknown }[]) {
      if (typeof row?.inputArgName === 'string' && row.inputArgName)
        args[row.inputArgName] = parseArgValue(row.inputArgValue);
    }
    let output: unknown;
    try {
      output = await tool.run(args, ctx.signal);
    } catch (err) {
      throw new Error(`Tool '${toolRef}' failed: ${(err as Error).message}`);
    }
    const content = asText(output);
    const usedTools = [{ tool: toolRef, toolInput: args, toolOutput: content }];
    ctx.emit('usedTools', usedTools);
    return {
      output: { content, usedTools },
      stateUpdates: stateUpdatesFrom(ctx.inputs.toolUpdateState, content),
    };
  },
};
