import { randomUUID } from 'node:crypto';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { assistantFlow } from '../common/assistantFlow.ts';
import { ASSISTANT_TYPES, type Assistant, type CustomAssistantDetails } from '../common/assistantTypes.ts';
import { findAssistant, parseDetails, toAssistant } from './assistantStore.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    details: { type: ['string', 'object'], maxLength: 200_000 },
    type: { enum: [...ASSISTANT_TYPES] },
    credential: { type: ['string', 'null'], maxLength: 100 },
    iconSrc: { type: ['string', 'null'], maxLength: 2048 },
  },
};
type Body = { details?: unknown; type?: string; credential?: string | null; iconSrc?: string | null };

/** The vendor assistants are not built here: a clear refusal rather than a half-working record. */
function customOnly(type: string | undefined) {
  if (type && type !== 'CUSTOM')
    throw httpError(
      400,
      `body/type: ${type} assistants are not available here yet; create a CUSTOM assistant`,
    );
}

export const assistantRoutes: PluginRoute[] = [
  route<{ Querystring: { type?: string } }>({
    method: 'GET',
    url: '/assistants',
    permission: 'assistants:view',
    schema: { querystring: { type: 'object', properties: { type: { enum: [...ASSISTANT_TYPES] } } } },
    async handler(req, _reply, ctx): Promise<Assistant[]> {
      let q = ctx.db
        .selectFrom('assistant')
        .selectAll()
        .where('workspace_id', '=', requestScope(req).workspaceId);
      if (req.query.type) q = q.where('type', '=', req.query.type);
      return (await q.orderBy('updated_date', 'desc').orderBy('id', 'desc').execute()).map(toAssistant);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/assistants/:id',
    permission: 'assistants:view',
    schema: { params: idParams },
    handler: async (req, _reply, ctx) =>
      toAssistant(await findAssistant(ctx.db, requestScope(req).workspaceId, req.params.id)),
  }),

  route<{ Body: Body }>({
    method: 'POST',
    url: '/assistants',
    permission: 'assistants:create',
    schema: { body: { ...body, required: ['details'] } },
    async handler(req, reply, ctx): Promise<Assistant> {
      customOnly(req.body.type);
      const workspaceId = requestScope(req).workspaceId;
      const details: CustomAssistantDetails = parseDetails(req.body.details);
      const id = randomUUID();
      const flowId = randomUUID();
      const flow = assistantFlow(details, (n) => ctx.registry.nodes.get(n));
      const row = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chat_flow')
          .values({
            id: flowId,
            workspace_id: workspaceId,
            name: details.name,
            flow_data: JSON.stringify(flow),
            type: 'ASSISTANT',
          })
          .execute();
        return trx
          .insertInto('assistant')
          .values({
            id,
            workspace_id: workspaceId,
            type: 'CUSTOM',
            details: JSON.stringify({ ...details, chatflowId: flowId }),
            credential: req.body.credential ?? null,
            icon_src: req.body.iconSrc ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      reply.code(201);
      return toAssistant(row);
    },
  }),

  route<{ Params: { id: string }; Body: Body }>({
    method: 'PUT',
    url: '/assistants/:id',
    permission: 'assistants:update',
    schema: { params: idParams, body: { ...body, minProperties: 1 } },
    async handler(req, _reply, ctx): Promise<Assistant> {
      customOnly(req.body.type);
      const workspaceId = requestScope(req).workspaceId;
      const row = await findAssistant(ctx.db, workspaceId, req.params.id);
      const old = JSON.parse(row.details) as CustomAssistantDetails;
      const given = parseDetails(req.body.details === undefined ? old : req.body.details);
      const flow = assistantFlow(given, (n) => ctx.registry.nodes.get(n));
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const updated = old.chatflowId
          ? await trx
              .updateTable('chat_flow')
              .set({ name: given.name, flow_data: JSON.stringify(flow), updated_date: new Date() })
              .where('id', '=', old.chatflowId)
              .where('workspace_id', '=', workspaceId)
              .executeTakeFirst()
          : undefined;
        // an imported assistant (or one whose flow was deleted) gets its flow now
        let chatflowId = old.chatflowId;
        if (!chatflowId || Number(updated?.numUpdatedRows ?? 0) === 0) {
          chatflowId = randomUUID();
          await trx
            .insertInto('chat_flow')
            .values({
              id: chatflowId,
              workspace_id: workspaceId,
              name: given.name,
              flow_data: JSON.stringify(flow),
              type: 'ASSISTANT',
            })
            .execute();
        }
        return trx
          .updateTable('assistant')
          .set({
            details: JSON.stringify({ ...given, chatflowId }),
            ...(req.body.credential !== undefined ? { credential: req.body.credential } : {}),
            ...(req.body.iconSrc !== undefined ? { icon_src: req.body.iconSrc } : {}),
            updated_date: new Date(),
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toAssistant(saved);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/assistants/:id',
    permission: 'assistants:delete',
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findAssistant(ctx.db, workspaceId, req.params.id);
      const { chatflowId } = JSON.parse(row.details) as CustomAssistantDetails;
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('assistant').where('id', '=', row.id).execute();
        if (chatflowId)
          await trx
            .deleteFrom('chat_flow')
            .where('id', '=', chatflowId)
            .where('workspace_id', '=', workspaceId)
            .execute();
      });
      return { deleted: 1 };
    },
  }),
];
