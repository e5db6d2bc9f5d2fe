import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { publicFlow, scopedFlow } from './flowAccess.ts';
import { leadJson } from './messageJson.ts';
import { CHAT_VIEW } from './messageRoutes.ts';

interface LeadBody {
  chatflowid: string;
  chatId: string;
  name?: string;
  email?: string;
  phone?: string;
}

/** POST /leads (public: the chatbot's lead form) and GET /leads/:chatflowId. */
export const leadRoutes: PluginRoute[] = [
  route<{ Body: LeadBody }>({
    method: 'POST',
    url: '/leads',
    public: true,
    schema: {
      body: {
        type: 'object',
        required: ['chatflowid', 'chatId'],
        properties: {
          chatflowid: { type: 'string', minLength: 1, maxLength: 100 },
          chatId: { type: 'string', minLength: 1, maxLength: 500 },
          name: { type: 'string', maxLength: 500 },
          email: { type: 'string', maxLength: 500 },
          phone: { type: 'string', maxLength: 100, pattern: '^[0-9+()\\-. ]*$' },
        },
      },
    },
    async handler(req, reply, ctx) {
      const b = req.body;
      const flow = await publicFlow(ctx.db, req, b.chatflowid, reply);
      if (!b.name?.trim() && !b.email?.trim() && !b.phone?.trim())
        throw httpError(400, 'A lead needs a name, an email or a phone');
      if (b.email?.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email.trim()))
        throw httpError(400, 'email: not an email address');
      const row = await ctx.db
        .insertInto('lead')
        .values({
          id: crypto.randomUUID(),
          workspace_id: flow.workspace_id,
          chatflow_id: flow.id,
          chat_id: b.chatId,
          name: b.name?.trim() || null,
          email: b.email?.trim() || null,
          phone: b.phone?.trim() || null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(leadJson(row));
    },
  }),
  route<{ Params: { chatflowId: string } }>({
    method: 'GET',
    url: '/leads/:chatflowId',
    permission: CHAT_VIEW,
    async handler(req, _reply, ctx) {
      const flow = await scopedFlow(ctx.db, req, req.params.chatflowId);
      const rows = await ctx.db
        .selectFrom('lead')
        .selectAll()
        .where('workspace_id', '=', flow.workspace_id)
        .where('chatflow_id', '=', flow.id)
        .orderBy('created_date', 'desc')
        .execute();
      return rows.map(leadJson);
    },
  }),
];
