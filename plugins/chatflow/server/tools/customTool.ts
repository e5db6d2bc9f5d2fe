import { booleanInput, textInput } from '../componentInputs.ts';
import type { ChatflowComponent, ToolInstance } from '../componentTypes.ts';

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/** Custom Tool: a tool saved in the workspace, described and run by the tools plugin's services. */
export const customTool: ChatflowComponent = {
  async init(ctx): Promise<ToolInstance> {
    const ref = textInput(ctx, 'selectedTool').trim();
    if (!ref) throw new Error(`Select a tool`);
    const { describeTool, runTool } = ctx.run.services;
    if (!describeTool || !runTool) throw new Error(`The tools plugin is not loaded`);
    const described = await describeTool(ref);
    const schema =
      described.schema && typeof described.schema === 'object'
        ? (described.schema as Record<string, unknown>)
        : { type: 'object', properties: {} };
    return {
      kind: 'tool',
      name: described.name,
      description: described.description,
      schema,
      returnDirect: booleanInput(ctx, 'returnDirect'),
      async call(args) {
        const r = await runTool(described.id, args);
        if (!r.ok) throw new Error(r.error?.message ?? `Tool '${described.name}' failed`);
        return asText(r.output);
      },
    };
  },
};
