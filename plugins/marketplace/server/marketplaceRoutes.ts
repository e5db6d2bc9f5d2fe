import { randomUUID } from 'node:crypto';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type ListPageQuery, listPageOf, listPageQuery } from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { builtinTemplates } from './builtinTemplates.ts';
import { listCustomTemplates, toTemplate } from './customTemplateStore.ts';
import { nodeIcons } from './nodeIcons.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const meta = {
  name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
  description: { type: 'string', maxLength: 5000 },
  badge: { type: ['string', 'null'], maxLength: 40 },
  usecases: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 100 } },
  framework: { type: ['string', 'null'], maxLength: 100 },
};
const toolBody = {
  type: 'object',
  required: ['func'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    color: { type: 'string', maxLength: 200 },
    iconSrc: { type: ['string', 'null'], maxLength: 2048 },
    schema: { type: 'string', maxLength: 100_000 },
    func: { type: 'string', minLength: 1, maxLength: 100_000 },
  },
};

/** A saved flow's type as a template type. */
const TEMPLATE_TYPE: Record<string, MarketplaceTemplate['type']> = {
  AGENTFLOW: 'AgentflowV2',
  CHATFLOW: 'Chatflow',
  MULTIAGENT: 'MultiAgent',
};

interface SaveBody {
  name: string;
  description?: string;
  badge?: string | null;
  usecases?: string[];
  framework?: string | null;
  chatflowId?: string;
  tool?: Record<string, unknown>;
}

export const marketplaceRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/marketplaces/templates',
    permission: 'templates:marketplace',
    handler: (_req, _reply, ctx): MarketplaceTemplate[] =>
      builtinTemplates(ctx.registry, (name) => ctx.registry.nodes.get(name)),
  }),

  route<{ Querystring: ListPageQuery }>({
    method: 'GET',
    url: '/marketplaces/custom',
    permission: 'templates:custom',
    schema: { querystring: listPageQuery() },
    async handler(req, _reply, ctx) {
      const list = await listCustomTemplates(ctx.db, requestScope(req).workspaceId, listPageOf(req.query));
      const withIcons = (ts: MarketplaceTemplate[]) =>
        ts.map((t) => ({ ...t, nodeIcons: nodeIcons(t.nodeNames, (n) => ctx.registry.nodes.get(n)) }));
      return Array.isArray(list) ? withIcons(list) : { data: withIcons(list.data), total: list.total };
    },
  }),

  route<{ Body: SaveBody }>({
    method: 'POST',
    url: '/marketplaces/custom',
    permission: 'templates:flowexport,templates:toolexport',
    schema: {
      body: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { ...meta, chatflowId: { type: 'string', format: 'uuid' }, tool: toolBody },
      },
    },
    async handler(req, reply, ctx): Promise<MarketplaceTemplate> {
      const { workspaceId } = requestScope(req);
      const b = req.body;
      if (!b.chatflowId === !b.tool) throw httpError(400, 'body: give either chatflowId (a flow) or tool');
      let flowData: string;
      let type: MarketplaceTemplate['type'];
      if (b.chatflowId) {
        const flow = await ctx.db
          .selectFrom('chat_flow')
          .select(['flow_data', 'type'])
          .where('id', '=', b.chatflowId)
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        if (!flow) throw httpError(404, `body/chatflowId: flow ${b.chatflowId} not found`);
        const t = TEMPLATE_TYPE[flow.type];
        if (!t) throw httpError(400, `body/chatflowId: a ${flow.type} flow cannot be saved as a template`);
        type = t;
        flowData = flow.flow_data;
      } else {
        type = 'Tool';
        flowData = JSON.stringify(b.tool);
      }
      const row = await ctx.db
        .insertInto('custom_template')
        .values({
          id: randomUUID(),
          workspace_id: workspaceId,
          name: b.name.trim(),
          description: b.description ?? '',
          flow_data: flowData,
          type,
          badge: b.badge ?? null,
          usecases: JSON.stringify(b.usecases ?? []),
          framework: b.framework ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toTemplate(row);
    },
  }),

  route<{ Params: { id: string }; Body: Omit<SaveBody, 'chatflowId' | 'tool'> }>({
    method: 'PUT',
    url: '/marketplaces/custom/:id',
    permission: 'templates:flowexport,templates:toolexport',
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, minProperties: 1, properties: meta },
    },
    async handler(req, _reply, ctx): Promise<MarketplaceTemplate> {
      const b = req.body;
      const row = await ctx.db
        .updateTable('custom_template')
        .set({
          ...(b.name !== undefined ? { name: b.name.trim() } : {}),
          ...(b.description !== undefined ? { description: b.description } : {}),
          ...(b.badge !== undefined ? { badge: b.badge } : {}),
          ...(b.usecases !== undefined ? { usecases: JSON.stringify(b.usecases) } : {}),
          ...(b.framework !== undefined ? { framework: b.framework } : {}),
          updated_date: new Date(),
        })
        .where('id', '=', req.params.id)
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw httpError(404, `Custom template ${req.params.id} not found`);
      return toTemplate(row);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/marketplaces/custom/:id',
    permission: 'templates:custom-delete',
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const { workspaceId } = requestScope(req);
      const res = await ctx.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('custom_template')
          .where('id', '=', req.params.id)
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) > 0)
          await trx
            .deleteFrom('workspace_shared')
            .where('shared_item_id', '=', req.params.id)
            .where('item_type', '=', 'custom_template')
            .execute();
        return deleted;
      });
      if (Number(res.numDeletedRows) === 0)
        throw httpError(404, `Custom template ${req.params.id} not found`);
      return { deleted: 1 };
    },
  }),
];
