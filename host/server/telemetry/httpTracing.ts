import type { FastifyInstance } from 'fastify';
import type { Telemetry } from './Telemetry.ts';

/**
 * One server span per request when spans are exported: method, route template and status only
 * (never the URL's query, headers or bodies). Nothing is installed otherwise.
 */
export function installHttpTracing(app: FastifyInstance, telemetry: Telemetry): void {
  if (!telemetry.exporting) return;
  app.addHook('onRequest', async (req) => {
    telemetry.startRequest(req, req.method, req.headers);
  });
  app.addHook('onResponse', async (req, reply) => {
    telemetry.endRequest(req, req.routeOptions.url, reply.statusCode);
  });
  // A client that went away: 499, as proxies log it.
  app.addHook('onRequestAbort', async (req) => {
    telemetry.endRequest(req, req.routeOptions.url, 499);
  });
}
