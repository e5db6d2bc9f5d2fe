import type { FastifyRequest } from 'fastify';

/**
 * The Origin of a cross-origin request, or null: no Origin (servers, scripts, desktop clients), or
 * this server's own host. An unreadable Origin is returned as it is (so no list allows it).
 */
export function crossOrigin(req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  if (origin === 'null') return origin;
  try {
    return new URL(origin).host === req.headers.host ? null : new URL(origin).origin;
  } catch {
    return origin;
  }
}
