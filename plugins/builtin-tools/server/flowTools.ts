import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { plainText, str } from './configValues.ts';

/** Chatflow Tool / Agent as Tool: another saved flow of the workspace answers the model's question. */
function flowTool(name: 'chatflowTool' | 'agentAsTool', label: string, flowInput: string): ToolProvider {
  return {
    name,
    label,
    description: `Use a ${name === 'chatflowTool' ? 'chatflow' : 'agentflow'} as a tool`,
    category: 'Tools',
    inputs: [
      { label: 'Select Flow', name: flowInput, type: 'asyncOptions', loadMethod: 'listFlows' },
      { label: 'Tool Name', name: 'name', type: 'string' },
      { label: 'Tool Description', name: 'description', type: 'string', rows: 3 },
    ],
    async tools(c, ctx) {
      const flowId = str(c, flowInput);
      if (!flowId) throw new Error(`${label}: select a flow`);
      if (!ctx.runFlow) throw new Error(`${label}: flows cannot be run from here`);
      const run = ctx.runFlow;
      return [
        {
          name: str(c, 'name', 'flow_tool').replace(/[^A-Za-z0-9_-]/g, '_'),
          description: plainText(c.description) || `Asks another flow; input is the question.`,
          schema: {
            type: 'object',
            properties: { input: { type: 'string', description: 'The question' } },
            required: ['input'],
          },
          run: async (args) =>
            (await run(flowId, { question: String(args.input ?? args.question ?? '') })).text,
        },
      ];
    },
  };
}

export const chatflowTool = flowTool('chatflowTool', 'Chatflow Tool', 'selectedChatflow');
export const agentAsTool = flowTool('agentAsTool', 'Agent as Tool', 'selectedAgentflow');
