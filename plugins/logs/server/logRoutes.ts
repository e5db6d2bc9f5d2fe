import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { filterLogs, LOG_LEVELS, type LogLevelName, type LogLine } from '../common/filterLogs.ts';

const access = { permission: 'logs:view', feature: 'feat:logs' } as const;
type Query = { level?: LogLevelName; search?: string; since?: number; after?: number; limit?: number };

/** The server's own log: the kept lines by level, text and time, and the new ones as they come. */
export const logRoutes: PluginRoute[] = [
  route<{ Querystring: Query }>({
    method: 'GET',
    url: '/logs',
    ...access,
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          level: { enum: Object.keys(LOG_LEVELS) },
          search: { type: 'string', maxLength: 500 },
          since: { type: 'integer', minimum: 0 },
          after: { type: 'integer', minimum: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 2000 },
        },
      },
    },
    handler: (req, _reply, ctx): { lines: LogLine[]; kept: number } => ({
      lines: filterLogs(ctx.logs.list(), req.query),
      kept: ctx.logs.list().length,
    }),
  }),

  route({
    method: 'GET',
    url: '/logs/stream',
    ...access,
    handler(req, reply, ctx) {
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': live\n\n');
      // The stream's own request lines would echo forever: they are left out.
      const own = String(req.id);
      const stop = ctx.logs.subscribe((entry) => {
        if (entry.fields.reqId === own) return;
        res.write(`data:${JSON.stringify(entry)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 30_000);
      const end = () => {
        clearInterval(heartbeat);
        stop();
      };
      res.on('close', end);
      ctx.log.debug('logs stream opened');
    },
  }),
];
