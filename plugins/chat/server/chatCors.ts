import type { FastifyReply, FastifyRequest } from 'fastify';
import { crossOrigin } from '../../../host/server/http/crossOrigin.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';

/**
 * Cross-origin use of a flow's public chat routes (the embed widget on another site). The rule:
 * a request without an Origin, or from this server's own host, is not cross-origin. Otherwise the
 * flow's chatbotConfig.allowedOrigins decides: empty allows every origin, else only the listed
 * ones; another origin gets 403 before anything happens. Credentials are never allowed
 * cross-origin (no cookies): a flow bound to an API key takes it as Authorization: Bearer.
 */

/** chatbotConfig.allowedOrigins as origins (scheme://host[:port]); blanks and junk dropped. */
export function allowedOrigins(chatbotConfig: string | null | undefined): string[] {
  let raw: unknown;
  try {
    raw = chatbotConfig ? JSON.parse(chatbotConfig) : {};
  } catch {
    return [];
  }
  const list = (raw as { allowedOrigins?: unknown })?.allowedOrigins;
  if (!Array.isArray(list)) return [];
  return list.flatMap((o) => {
    if (typeof o !== 'string' || !o.trim()) return [];
    try {
      return [new URL(o.trim()).origin];
    } catch {
      return [];
    }
  });
}

/** The CORS headers for this request to this flow's chat routes; throws 403 for an origin the flow does not allow. */
export function corsHeaders(
  req: FastifyRequest,
  chatbotConfig: string | null | undefined,
): Record<string, string> {
  const origin = crossOrigin(req);
  if (!origin) return {};
  const allowed = allowedOrigins(chatbotConfig);
  if (allowed.length && !allowed.includes(origin)) {
    throw httpError(403, `This chatbot may not be used from ${origin}`);
  }
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** Sets the CORS headers on a normal (not hijacked) reply, or throws 403. */
export function applyCors(
  req: FastifyRequest,
  reply: FastifyReply,
  chatbotConfig: string | null | undefined,
) {
  const headers = corsHeaders(req, chatbotConfig);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
}

/**
 * A preflight (OPTIONS) for a public chat path. It answers for any origin: the request that
 * follows is checked against its flow's allowed origins before it does anything.
 */
export function preflightRoute(url: string): PluginRoute {
  return route({
    method: 'OPTIONS',
    url,
    public: true,
    handler(req, reply) {
      const origin = crossOrigin(req);
      if (origin) {
        reply.headers({
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, POST, PUT',
          'access-control-allow-headers': 'Content-Type, Authorization',
          'access-control-max-age': '600',
          vary: 'Origin',
        });
      }
      return reply.code(204).send();
    },
  });
}
