import type { FastifyReply, FastifyRequest } from 'fastify';
import { crossOrigin } from '../../../host/server/http/crossOrigin.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { MCP_CORS_ORIGINS, mcpOriginAllowed, parseMcpCorsOrigins } from '../common/mcpCorsOrigins.ts';

/** MCP_CORS_ORIGINS as it is now (read per request, like MCP_ALLOW_STDIO; checked at start). */
function allowedNow() {
  const parsed = parseMcpCorsOrigins(process.env[MCP_CORS_ORIGINS]);
  return typeof parsed === 'object' && 'bad' in parsed ? [] : parsed;
}

/** Stops the start on a value that is no list of origins, naming the variable and the entry. */
export function checkMcpCorsOrigins(env: Record<string, string | undefined> = process.env): void {
  const parsed = parseMcpCorsOrigins(env[MCP_CORS_ORIGINS]);
  if (typeof parsed === 'object' && 'bad' in parsed)
    throw new Error(
      `Invalid ${MCP_CORS_ORIGINS}=${JSON.stringify(env[MCP_CORS_ORIGINS])}: expected * or comma-separated origins such as https://app.example.com ('${parsed.bad}' is none)`,
    );
}

/**
 * The CORS headers for a browser calling the MCP endpoint from another site, or null when
 * MCP_CORS_ORIGINS does not allow its origin. A request without an Origin (desktop MCP clients,
 * servers) or from this server's own host needs none.
 */
export function mcpCorsHeaders(req: FastifyRequest): Record<string, string> | null {
  const origin = crossOrigin(req);
  if (!origin) return {};
  if (!mcpOriginAllowed(allowedNow(), origin)) return null;
  return {
    'access-control-allow-origin': origin,
    // The SDK's client reads these after initialize (a stateful server's session, the protocol).
    'access-control-expose-headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
    vary: 'Origin',
  };
}

/**
 * The preflight of a browser's call. An origin MCP_CORS_ORIGINS does not allow gets no CORS
 * headers (the browser then does not send the call), as the peer answers it.
 */
export const mcpPreflightRoute: PluginRoute = route({
  method: 'OPTIONS',
  url: '/mcp/:flowId',
  public: true,
  handler(req: FastifyRequest, reply: FastifyReply) {
    const headers = crossOrigin(req) ? mcpCorsHeaders(req) : null;
    if (headers)
      reply.headers({
        ...headers,
        'access-control-allow-methods': 'POST, GET, DELETE, OPTIONS',
        'access-control-allow-headers':
          'Content-Type, Authorization, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
        'access-control-max-age': '86400',
      });
    return reply.code(204).send();
  },
});
