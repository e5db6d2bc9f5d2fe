import type { FastifyInstance } from 'fastify';
import type { Edition } from '../../common/editions.ts';
import type { AccessPolicy } from '../access/AccessPolicy.ts';
import { httpError } from '../http/HttpError.ts';
import { hostileValue } from '../http/hostileValue.ts';
import { isMultipart, readFormData } from '../http/readFormData.ts';
import type { PluginRoute, ServerContext } from './definePluginServer.ts';
import type { MountedRoute, RouteTable } from './RouteTable.ts';

export const API_PREFIX = '/api/v1';

export interface MountOptions {
  owner: string;
  routes: readonly PluginRoute[];
  table: RouteTable;
  ctx: ServerContext;
  policy: AccessPolicy;
  edition: Edition;
}

/**
 * Mounts a plugin's routes under /api/v1 behind the access policy. A route must declare a
 * permission or `public: true`; a duplicate METHOD+url fails naming both plugins.
 */
export function mountRoutes(
  app: FastifyInstance,
  { owner, routes, table, ctx, policy, edition }: MountOptions,
): void {
  for (const r of routes) {
    const url = `${API_PREFIX}${r.url === '/' ? '' : r.url}`;
    if (!r.permission && r.public !== true) {
      throw new Error(
        `Route ${r.method} ${url} of plugin '${owner}' has no permission: declare one or say public: true`,
      );
    }
    if (r.permission && r.public) {
      throw new Error(
        `Route ${r.method} ${url} of plugin '${owner}' has a permission and public: true; pick one`,
      );
    }
    const mounted: MountedRoute = {
      method: r.method,
      url,
      owner,
      public: r.public === true,
      ...(r.permission ? { permission: r.permission } : {}),
      ...(r.feature ? { feature: r.feature } : {}),
      ...(r.schema?.body ? { bodySchema: r.schema.body } : {}),
      ...(r.schema?.querystring ? { querySchema: r.schema.querystring } : {}),
    };
    table.add(mounted);
    app.route({
      method: r.method,
      url,
      ...(r.schema ? { schema: r.schema } : {}),
      ...(r.bodyLimit ? { bodyLimit: r.bodyLimit } : {}),
      // Before validation: without access, a caller gets 401/403, never a hint from a 400.
      async preValidation(req, reply) {
        const decision = await policy.check(req, mounted, edition);
        if (!decision.allowed) {
          const error = decision.error ?? (decision.statusCode === 401 ? 'Unauthorized' : 'Forbidden');
          return reply.code(decision.statusCode).send({
            statusCode: decision.statusCode,
            error,
            message: decision.message,
            ...(decision.retry ? { retry: true } : {}),
            ...(decision.redirectTo ? { redirectTo: decision.redirectTo } : {}),
          });
        }
        // The body was checked as it was parsed (jsonBodyParser); the URL's parts are checked here.
        const refused = hostileValue(req.params, 'params') ?? hostileValue(req.query, 'querystring');
        if (refused) throw httpError(400, refused);
        if (r.formBody && isMultipart(req)) {
          req.body = await r.formBody(await readFormData(req, 'Send multipart/form-data'));
          const hostile = hostileValue(req.body, 'body');
          if (hostile) throw httpError(400, hostile);
        }
      },
      async handler(req, reply) {
        const result = await r.handler(req, reply, ctx);
        // A handler that neither returned a value nor sent a reply would leave the request hanging.
        if (result === undefined && !reply.sent) return reply.code(204).send();
        return result;
      },
    });
  }
}
