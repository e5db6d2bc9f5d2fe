import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { FlowInvalidError, type FlowRow, runPrediction } from '../../prediction/public.ts';
import { flowToolDescription, flowToolName, parseMcpServerSettings } from '../../flows/public.ts';
import { flowToolInputSchema } from '../common/flowTool.ts';

type ToolAnswer = { content: { type: 'text'; text: string }[]; isError?: boolean };

const answer = (text: string, isError = false): ToolAnswer => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});

/** Runs the flow once for a tool call (a fresh chat each time, as the peer does); failures are tool errors. */
async function runFlowTool(
  ctx: ServerContext,
  flow: FlowRow,
  args: Record<string, unknown>,
  signal: AbortSignal,
  traceParent: unknown,
): Promise<ToolAnswer> {
  const form =
    args.form && typeof args.form === 'object' ? (args.form as Record<string, unknown>) : undefined;
  const body = form
    ? { form, chatId: crypto.randomUUID() }
    : { question: typeof args.question === 'string' ? args.question : '', chatId: crypto.randomUUID() };
  try {
    // A tool call is a prediction like any other: a plan's monthly count (cloud billing) applies.
    await ctx.limits.enforce({ workspaceId: flow.workspace_id, resource: 'predictions' });
    const result = await runPrediction({ ctx, flow, body, signal, traceParent });
    if (result.status !== 'FINISHED' && result.status !== 'STOPPED' && result.error)
      return answer(result.error, true);
    if (result.text) return answer(result.text);
    const json = (result as { json?: unknown }).json;
    return answer(json === undefined ? '' : JSON.stringify(json));
  } catch (error) {
    if (error instanceof FlowInvalidError)
      return answer(`${error.message}: ${error.errors.map((e) => e.message).join('; ')}`, true);
    const status = (error as { statusCode?: number }).statusCode;
    return answer(status && status < 500 ? (error as Error).message : 'The flow failed to run', true);
  }
}

/**
 * One flow as an MCP server with one tool (name and description from the flow's name or its
 * `api_config.mcpServer`), built per request: the endpoint is stateless like the peer's.
 * `traceParent`: the request's span, which the tool call's flow run hangs under.
 */
export function flowMcpServer(
  ctx: ServerContext,
  flow: FlowRow,
  signal: AbortSignal,
  traceParent?: unknown,
): Server {
  const settings = parseMcpServerSettings(flow.api_config);
  const name = flowToolName(flow.name, settings);
  const server = new Server({ name: `brains-${name}`, version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name,
        description: flowToolDescription(flow.name, settings),
        inputSchema: flowToolInputSchema(flow.flow_data) as { type: 'object' },
      },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    if (req.params.name !== name)
      return answer(`Unknown tool '${req.params.name}'; this server has '${name}'`, true);
    return runFlowTool(
      ctx,
      flow,
      req.params.arguments ?? {},
      AbortSignal.any([signal, extra.signal]),
      traceParent,
    );
  });
  return server;
}
