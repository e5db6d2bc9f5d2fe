import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { Graph } from '../../../node-registry/flow.ts';
import { callerPermissions } from '../../apikeys/public.ts';
import { resolveCredential } from '../../credentials/public.ts';
import { providerLoadMethod } from './listToolActions.ts';
import { builtinLoadMethods } from './loadMethods.ts';

interface Body {
  loadMethod: string;
  inputs?: Record<string, unknown>;
  flow?: Graph;
  nodeId?: string;
  flowId?: string;
}

/** Anyone who may edit or view a flow may fill in its node forms. */
const PERMISSION = 'chatflows:view,chatflows:update,agentflows:view,agentflows:update';

/**
 * Only callers who may put a credential in a flow may have the server send one to a base URL of
 * their choosing (a model list); a viewer's form gets what it would get without a credential.
 */
const USES_CREDENTIALS = ['chatflows:create', 'chatflows:update', 'agentflows:create', 'agentflows:update'];

/**
 * POST /node-load-method/:name { loadMethod, inputs, flow?, nodeId?, flowId? } answers
 * [{ label, name, description? }]. :name is the node type asking (unknown types answer 404); an
 * unknown load method answers 400 naming it.
 */
export const nodeLoadMethodRoute: PluginRoute = route<{ Params: { name: string }; Body: Body }>({
  method: 'POST',
  url: '/node-load-method/:name',
  permission: PERMISSION,
  schema: {
    params: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    body: {
      type: 'object',
      required: ['loadMethod'],
      properties: {
        loadMethod: { type: 'string', minLength: 1, maxLength: 200 },
        inputs: { type: 'object' },
        flow: {
          type: 'object',
          required: ['nodes', 'edges'],
          properties: {
            nodes: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'data'],
                properties: {
                  id: { type: 'string' },
                  data: { type: 'object' },
                  parentNode: { type: 'string' },
                },
              },
            },
            edges: {
              type: 'array',
              items: {
                type: 'object',
                required: ['source', 'target'],
                properties: { source: { type: 'string' }, target: { type: 'string' } },
              },
            },
          },
        },
        nodeId: { type: 'string', maxLength: 500 },
        flowId: { type: 'string', maxLength: 100 },
      },
    },
  },
  bodyLimit: 10 * 1024 * 1024,
  async handler(req, _reply, ctx) {
    const { name } = req.params;
    if (!ctx.registry.nodes.get(name)) throw httpError(404, `Node type '${name}' not found`);
    const { loadMethod } = req.body;
    const method = Object.hasOwn(builtinLoadMethods, loadMethod)
      ? builtinLoadMethods[loadMethod]
      : providerLoadMethod(loadMethod, ctx.toolProviders);
    if (!method) throw httpError(400, `Unknown load method '${loadMethod}'`);
    const { workspaceId } = requestScope(req);
    const mayUseCredentials = callerPermissions(req, ctx.config.edition).some((p) =>
      USES_CREDENTIALS.includes(p),
    );
    return method({
      db: ctx.db,
      workspaceId,
      log: ctx.log,
      inputs: req.body.inputs ?? {},
      flow: req.body.flow ?? { nodes: [], edges: [] },
      nodeId: req.body.nodeId,
      flowId: req.body.flowId,
      credential: async (id) =>
        mayUseCredentials ? (await resolveCredential(ctx.db, workspaceId, id, ctx.config)).data : {},
      allowPrivate: ctx.config.allowPrivate,
      toolProviders: ctx.toolProviders,
      server: { db: ctx.db, config: ctx.config, log: ctx.log },
    });
  },
});
