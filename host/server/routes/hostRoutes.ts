import pkg from '../../../package.json';
import type { Edition } from '../../common/editions.ts';
import { hostError } from '../../common/errors.ts';
import { COMMON } from '../http/apiSchemas.ts';
import { setBodyIdentity } from '../http/CompressedBodies.ts';
import { httpError } from '../http/HttpError.ts';
import { definePluginServer } from '../plugin/definePluginServer.ts';
import { allowedSandboxModules } from '../sandbox/modules/sandboxModuleList.ts';
import { readiness } from './readiness.ts';

/** The value of PLATFORM_TYPE the web client reads (spec section 4). */
const PLATFORM_TYPE: Record<Edition, 'open source' | 'enterprise' | 'cloud'> = {
  oss: 'open source',
  enterprise: 'enterprise',
  cloud: 'cloud',
};

/** Viewing node types is part of building either kind of flow. */
const NODES_PERMISSION = 'agentflows:view,chatflows:view';

/** The host's own routes, mounted like a plugin's under the owner 'host'. */
export const hostRoutes = definePluginServer({
  routes: [
    {
      method: 'GET',
      url: '/ping',
      public: true,
      handler: (_req, reply) => reply.type('text/plain; charset=utf-8').send('pong'),
    },
    {
      // Readiness (a load balancer's probe): 503 while the database or, in queue mode, Redis is down.
      method: 'GET',
      url: '/ready',
      public: true,
      async handler(_req, reply, ctx) {
        const state = await readiness(ctx);
        return reply.code(state.status === 'ready' ? 200 : 503).send(state);
      },
    },
    {
      // The job queue for the executions page: counts and the newest failures (queue mode).
      method: 'GET',
      url: '/queue',
      permission: 'executions:view',
      async handler(_req, _reply, ctx) {
        const [counts, failed] = await Promise.all([ctx.jobs.counts(), ctx.jobs.failed(20)]);
        return { mode: ctx.jobs.mode, counts, failed };
      },
    },
    {
      method: 'GET',
      url: '/settings',
      public: true,
      schema: { response: { 200: { $ref: `${COMMON}#/definitions/settingsResponse` } } },
      handler: (_req, _reply, ctx) => ({ PLATFORM_TYPE: PLATFORM_TYPE[ctx.edition] }),
    },
    {
      method: 'GET',
      url: '/version',
      public: true,
      schema: { response: { 200: { $ref: `${COMMON}#/definitions/versionResponse` } } },
      handler: () => ({ version: pkg.version }),
    },
    {
      method: 'GET',
      url: '/nodes',
      permission: NODES_PERMISSION,
      handler(_req, reply, ctx) {
        // the same catalogue while no plugin comes or goes: compressed once (CompressedBodies)
        setBodyIdentity(reply, `nodes:${ctx.registry.nodes.changes}`);
        return ctx.registry.nodes.list();
      },
    },
    {
      // what user code may require here (curated plus SANDBOX_MODULES): the canvas validates with it
      method: 'GET',
      url: '/sandbox/modules',
      permission: NODES_PERMISSION,
      handler: () => ({ allowed: allowedSandboxModules() }),
    },
    {
      method: 'GET',
      url: '/nodes/:name',
      permission: NODES_PERMISSION,
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { $ref: `${COMMON}#/definitions/nodeName` } },
        },
      },
      handler(req, _reply, ctx) {
        const { name } = req.params as { name: string };
        const def = ctx.registry.nodes.get(name);
        if (!def) throw httpError(404, hostError('NODE003', name).message);
        return def;
      },
    },
  ],
});
