import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { executionCost } from '../common/executionCost.ts';
import type { PriceTable } from '../common/modelPrices.ts';
import { parseExecutionData } from '../common/parseExecutionData.ts';
import { type ExecutionFilter, type ExecutionRecord, getExecution, listExecutions } from './executionApi.ts';
import { sweepInterrupted } from './executionStore.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
const STATES = ['INPROGRESS', 'FINISHED', 'ERROR', 'TERMINATED', 'TIMEOUT', 'STOPPED'];

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    agentflowId: { type: 'string', maxLength: 100 },
    state: { enum: STATES },
    sessionId: { type: 'string', maxLength: 500 },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  },
} as const;

/** A record with its usage priced (the detail reads); a record that cannot be parsed has no cost. */
function withCost(record: ExecutionRecord, prices: PriceTable): ExecutionRecord {
  try {
    return { ...record, cost: executionCost(parseExecutionData(record.executionData), prices) };
  } catch {
    return record;
  }
}

/**
 * GET/PUT/DELETE under /executions, and the public view of an execution shared with isPublic.
 * Reads of one execution carry `cost`, priced with `prices` (built-in table plus MODEL_PRICES_FILE).
 */
export const executionRoutes = (prices: PriceTable): PluginRoute[] => [
  route<{ Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: '/executions',
    permission: 'executions:view',
    schema: { querystring: listQuery },
    async handler(req, _reply, { db, shared }) {
      await sweepInterrupted(db, shared);
      const q = req.query;
      const filter: ExecutionFilter = {
        ...(q.agentflowId ? { agentflowId: q.agentflowId } : {}),
        ...(q.state ? { state: q.state } : {}),
        ...(q.sessionId ? { sessionId: q.sessionId } : {}),
        ...(q.startDate ? { startDate: q.startDate } : {}),
        ...(q.endDate ? { endDate: q.endDate } : {}),
        page: q.page ? Number(q.page) : 1,
        limit: Math.min(100, q.limit ? Number(q.limit) : 12),
      };
      return listExecutions(db, requestScope(req).workspaceId, filter);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/executions/:id',
    permission: 'executions:view',
    schema: { params: idParams },
    async handler(req, _reply, { db, shared }) {
      await sweepInterrupted(db, shared);
      const found = await getExecution(db, req.params.id, { workspaceId: requestScope(req).workspaceId });
      if (!found) throw httpError(404, `Execution ${req.params.id} not found`);
      return withCost(found, prices);
    },
  }),
  route<{ Params: { id: string }; Body: { isPublic: boolean } }>({
    method: 'PUT',
    url: '/executions/:id',
    permission: 'executions:update',
    schema: {
      params: idParams,
      body: {
        type: 'object',
        required: ['isPublic'],
        additionalProperties: false,
        properties: { isPublic: { type: 'boolean' } },
      },
    },
    async handler(req, _reply, { db }) {
      const workspaceId = requestScope(req).workspaceId;
      const r = await db
        .updateTable('execution')
        .set({ is_public: req.body.isPublic, updated_date: new Date() })
        .where('id', '=', req.params.id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw httpError(404, `Execution ${req.params.id} not found`);
      const updated = await getExecution(db, req.params.id, { workspaceId });
      return updated && withCost(updated, prices);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/executions/:id',
    permission: 'executions:delete',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const r = await db
        .deleteFrom('execution')
        .where('id', '=', req.params.id)
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw httpError(404, `Execution ${req.params.id} not found`);
      return { deleted: 1 };
    },
  }),
  route<{ Body: { ids: string[] } }>({
    method: 'DELETE',
    url: '/executions',
    permission: 'executions:delete',
    schema: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: {
          ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async handler(req, _reply, { db }) {
      const r = await db
        .deleteFrom('execution')
        .where('id', 'in', req.body.ids)
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .executeTakeFirst();
      return { deleted: Number(r.numDeletedRows) };
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/public-executions/:id',
    public: true,
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const found = await getExecution(db, req.params.id, { public: true });
      if (!found) throw httpError(404, `Execution ${req.params.id} not found`);
      const { workspaceId: _w, ...shared } = withCost(found, prices);
      return shared;
    },
  }),
];
