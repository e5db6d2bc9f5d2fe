import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import { requireFlowApiKey } from '../../apikeys/public.ts';
import { overFlowRateLimit } from '../../prediction/public.ts';
import { mcpCorsHeaders, mcpPreflightRoute } from './mcpCors.ts';

/** Who may call a flow as a tool: who may run it from the canvas (internal prediction). */
export const MCP_ENDPOINT_PERMISSION = 'agentflows:view,chatflows:view';

const params = {
  type: 'object',
  required: ['flowId'],
  properties: { flowId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** Whether a JSON-RPC message (or batch) calls a tool. */
const callsTools = (body: unknown): boolean =>
  Array.isArray(body)
    ? body.some(callsTools)
    : Boolean(body && typeof body === 'object' && (body as { method?: unknown }).method === 'tools/call');

type Req = FastifyRequest<{ Params: { flowId: string }; Body: unknown }>;

const rpcError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * POST /mcp/:flowId: MCP JSON-RPC (streamable HTTP, stateless) for one flow of the caller's
 * workspace. The access policy has checked the caller (an API key as `Authorization: Bearer`, or a
 * session) and put the request in its workspace; another workspace's flow is not found (404). A flow
 * bound to an API key takes only that key, as the prediction API does. A browser on another site
 * may call it only from an origin MCP_CORS_ORIGINS lists (mcpCors).
 */
async function handlePost(req: Req, reply: FastifyReply, ctx: ServerContext) {
  // A browser on another site: only as MCP_CORS_ORIGINS allows, refused before anything runs.
  const cors = mcpCorsHeaders(req);
  if (!cors)
    return rpcError(reply, 403, -32001, `This MCP endpoint may not be called from ${req.headers.origin}`);
  reply.headers(cors);
  const flow = await ctx.db
    .selectFrom('chat_flow')
    .selectAll()
    .where('id', '=', req.params.flowId)
    .where('workspace_id', '=', requestScope(req).workspaceId)
    .executeTakeFirst();
  if (!flow) return rpcError(reply, 404, -32001, `Flow ${req.params.flowId} not found`);
  if (req.headers.authorization) await requireFlowApiKey(ctx.db, req.headers.authorization, flow);
  // Tool calls run the flow: they count against its rate limit with its predictions (not the
  // handshake and listing a client sends first).
  if (callsTools(req.body)) {
    const over = await overFlowRateLimit(ctx.shared, flow);
    if (over) return rpcError(reply, 429, -32000, over);
  }
  // The MCP SDK's server half loads with the first call, not at server start.
  const [{ flowMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('./flowMcpServer.ts'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  const controller = new AbortController();
  const server = flowMcpServer(ctx, flow, controller.signal, ctx.telemetry.requestContext(req));
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  reply.hijack();
  for (const [name, value] of Object.entries(cors)) reply.raw.setHeader(name, value);
  // The answer may still be written after handleRequest returns: close once the response is done.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort('client gone');
    server.close().catch(() => {});
  });
  await transport.handleRequest(req.raw, reply.raw, req.body);
  return reply;
}

/** GET (a standalone event stream) and DELETE (ending a session) mean nothing to a stateless server. */
const notAllowed = (_req: FastifyRequest, reply: FastifyReply) =>
  rpcError(reply.header('allow', 'POST'), 405, -32000, 'Method not allowed: this MCP endpoint is stateless');

export const mcpEndpointRoutes: PluginRoute[] = [
  mcpPreflightRoute,
  route<{ Params: { flowId: string }; Body: unknown }>({
    method: 'POST',
    url: '/mcp/:flowId',
    permission: MCP_ENDPOINT_PERMISSION,
    bodyLimit: 1024 * 1024,
    schema: { params },
    handler: handlePost,
  }),
  route<{ Params: { flowId: string } }>({
    method: 'GET',
    url: '/mcp/:flowId',
    permission: MCP_ENDPOINT_PERMISSION,
    schema: { params },
    handler: notAllowed,
  }),
  route<{ Params: { flowId: string } }>({
    method: 'DELETE',
    url: '/mcp/:flowId',
    permission: MCP_ENDPOINT_PERMISSION,
    schema: { params },
    handler: notAllowed,
  }),
];
