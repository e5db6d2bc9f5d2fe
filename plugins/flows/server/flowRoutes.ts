import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { HttpError } from '../../../host/server/http/HttpError.ts';
import { setBodyIdentity } from '../../../host/server/http/CompressedBodies.ts';
import { listPageOf } from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { exportFileName, exportFlow } from '../common/exportFlow.ts';
import { FLOW_ROUTE_PERMISSIONS as P } from '../common/flowPermissions.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import type { FlowConflict, FlowCreate, FlowType, FlowUpdate } from '../common/flowTypes.ts';
import { checkFlowData } from '../common/validateFlowData.ts';
import { parseFlowAnalytics } from '../common/flowAnalytics.ts';
import { apiConfigProblem } from '../common/mcpServerSettings.ts';
import {
  createFlowBody,
  duplicateFlowBody,
  flowIdParams,
  listFlowsQuery,
  updateFlowBody,
  updateFlowQuery,
} from './flowSchemas.ts';
import { flowJsonCacheOf } from './FlowJsonCache.ts';
import { createFlow, deleteFlow, duplicateFlow, getFlow, listFlows, updateFlow } from './flowStore.ts';
import { listFlowsJson } from './listFlowsJson.ts';

type IdParams = { id: string };

function notFound(id: string): HttpError {
  return new HttpError(404, `Flow ${id} not found`);
}

/** The flow the path names, in the caller's workspace, or 404. */
async function foundFlow(db: Kysely<Database>, req: FastifyRequest<{ Params: IdParams }>) {
  const flow = await getFlow(db, requestScope(req).workspaceId, req.params.id);
  if (!flow) throw notFound(req.params.id);
  return flow;
}

/**
 * Rules JSON Schema cannot say: a blank name, flowData that is not a flow graph, analytic that is
 * not an object, an MCP tool name or description out of bounds (api_config.mcpServer).
 */
function checkBody(body: {
  name?: string;
  flowData?: string;
  analytic?: string | null;
  apiConfig?: string | null;
}): void {
  if (body.name !== undefined && !body.name.trim()) throw new HttpError(400, 'body/name must not be blank');
  const apiProblem = apiConfigProblem(body.apiConfig);
  if (apiProblem) throw new HttpError(400, `body/${apiProblem}`);
  try {
    parseFlowAnalytics(body.analytic);
  } catch (err) {
    throw new HttpError(400, `body/${(err as Error).message}`);
  }
  if (body.flowData !== undefined) {
    const check = checkFlowData(body.flowData);
    if (!check.ok) throw new HttpError(400, `body/${check.reason}`);
  }
}

interface ListFlowsQuery {
  type?: FlowType[];
  search?: string;
  sort?: FlowSort;
  page?: number;
  limit?: number;
  includeFlowData?: boolean;
}

/** /api/v1/chatflows: every flow type in one store, the peer's paths and field names. */
export const flowRoutes: PluginRoute[] = [
  route<{ Querystring: ListFlowsQuery }>({
    method: 'GET',
    url: '/chatflows',
    permission: P.list,
    schema: { querystring: listFlowsQuery },
    async handler(req, reply, { db }) {
      const { type: types, search, sort, page, limit, includeFlowData } = req.query;
      const paging = page !== undefined || limit !== undefined;
      // The serialised flows come in the list index's order (newest first) only.
      if (includeFlowData && (sort ?? 'updated-desc') === 'updated-desc') {
        // Served from serialised flows (FlowJsonCache): the same text, without reading and
        // stringifying every flow's data on each request.
        const cache = flowJsonCacheOf(req.server.brains.database.tableWrites);
        const listed = await listFlowsJson(db, cache, requestScope(req).workspaceId, {
          types,
          search,
          ...(paging ? { page: listPageOf({ page, limit }) } : {}),
        });
        // the same bytes while nothing changed: compressed once (CompressedBodies)
        if (listed.identity) setBodyIdentity(reply, `flows:${listed.identity}`);
        const body = paging
          ? Buffer.concat([
              Buffer.from('{"data":'),
              listed.json,
              Buffer.from(`,"total":${listed.total ?? 0}}`),
            ])
          : listed.json;
        return reply.type('application/json; charset=utf-8').send(body);
      }
      const result = await listFlows(db, requestScope(req).workspaceId, {
        types,
        search,
        sort,
        includeFlowData,
        ...(paging ? { page: page ?? 1, limit: limit ?? 50 } : {}),
      });
      // Like the peer: {data, total} only when paging was asked for, a plain array otherwise.
      return paging ? { data: result.flows, total: result.total ?? 0 } : result.flows;
    },
  }),
  route<{ Params: IdParams }>({
    method: 'GET',
    url: '/chatflows/:id',
    permission: P.read,
    schema: { params: flowIdParams },
    async handler(req, _reply, { db }) {
      return foundFlow(db, req);
    },
  }),
  route<{ Body: FlowCreate }>({
    method: 'POST',
    url: '/chatflows',
    permission: P.create,
    schema: { body: createFlowBody },
    async handler(req, reply, { db, limits }) {
      checkBody(req.body);
      await limits.enforce({ workspaceId: requestScope(req).workspaceId, resource: 'flows' });
      const flow = await createFlow(db, requestScope(req).workspaceId, req.body);
      return reply.code(201).send(flow);
    },
  }),
  route<{ Params: IdParams; Body: FlowUpdate; Querystring: { force?: boolean } }>({
    method: 'PUT',
    url: '/chatflows/:id',
    permission: P.update,
    schema: { params: flowIdParams, body: updateFlowBody, querystring: updateFlowQuery },
    async handler(req, reply, { db }) {
      checkBody(req.body);
      const result = await updateFlow(db, requestScope(req).workspaceId, req.params.id, req.body, {
        force: req.query.force === true,
      });
      if (result.status === 'missing') throw notFound(req.params.id);
      if (result.status === 'conflict') {
        const body: FlowConflict = {
          statusCode: 409,
          error: 'Conflict',
          message: `Flow ${req.params.id} was changed at ${result.current.updatedDate}, after the version this save is based on. Reload it, or save again with ?force=true to overwrite.`,
          current: result.current,
        };
        return reply.code(409).send(body);
      }
      return result.flow;
    },
  }),
  route<{ Params: IdParams }>({
    method: 'DELETE',
    url: '/chatflows/:id',
    permission: P.delete,
    schema: { params: flowIdParams },
    async handler(req, reply, { db }) {
      if (!(await deleteFlow(db, requestScope(req).workspaceId, req.params.id)))
        throw notFound(req.params.id);
      return reply.code(204).send();
    },
  }),
  route<{ Params: IdParams; Body: { name?: string } | null }>({
    method: 'POST',
    url: '/chatflows/:id/duplicate',
    permission: P.duplicate,
    schema: { params: flowIdParams, body: duplicateFlowBody },
    async handler(req, reply, { db, limits }) {
      const name = req.body?.name;
      checkBody({ name });
      await limits.enforce({ workspaceId: requestScope(req).workspaceId, resource: 'flows' });
      const flow = await duplicateFlow(db, requestScope(req).workspaceId, req.params.id, name);
      if (!flow) throw notFound(req.params.id);
      return reply.code(201).send(flow);
    },
  }),
  route<{ Params: IdParams }>({
    method: 'GET',
    url: '/chatflows/:id/export',
    permission: P.export,
    schema: { params: flowIdParams },
    async handler(req, reply, { db }) {
      const flow = await foundFlow(db, req);
      const fileName = exportFileName(flow.name, flow.type);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(exportFlow(flow));
    },
  }),
];
