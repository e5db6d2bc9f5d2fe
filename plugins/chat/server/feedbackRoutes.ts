import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { FeedbackRating } from './ChatTables.ts';
import { publicFlow, scopedFlow } from './flowAccess.ts';
import { feedbackJson } from './messageJson.ts';
import { CHAT_VIEW } from './messageRoutes.ts';

interface FeedbackBody {
  chatflowid?: string;
  chatId: string;
  messageId: string;
  rating: FeedbackRating;
  content?: string;
}

const rating = { enum: ['THUMBS_UP', 'THUMBS_DOWN'] } as const;
const content = { type: 'string', maxLength: 10_000 } as const;
const idParam = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 100 } },
  }) as const;

const createBody = {
  type: 'object',
  required: ['chatId', 'messageId', 'rating'],
  properties: {
    chatflowid: { type: 'string', maxLength: 100 },
    chatId: { type: 'string', minLength: 1, maxLength: 500 },
    messageId: { type: 'string', minLength: 1, maxLength: 100 },
    rating,
    content,
  },
} as const;

/** POST /feedback/:chatflowId (public, like prediction; the embed calls it) and PUT, GET. */
export const feedbackRoutes: PluginRoute[] = [
  route<{ Params: { chatflowId: string }; Body: FeedbackBody }>({
    method: 'POST',
    url: '/feedback/:chatflowId',
    public: true,
    schema: { params: idParam('chatflowId'), body: createBody },
    async handler(req, reply, ctx) {
      const flow = await publicFlow(ctx.db, req, req.params.chatflowId, reply);
      const b = req.body;
      const msg = await ctx.db
        .selectFrom('chat_message')
        .select(['id', 'chat_id', 'role'])
        .where('id', '=', b.messageId)
        .where('chatflow_id', '=', flow.id)
        .where('workspace_id', '=', flow.workspace_id)
        .executeTakeFirst();
      if (!msg) throw httpError(404, `Message ${b.messageId} not found in this flow`);
      if (msg.chat_id !== b.chatId) throw httpError(400, 'chatId does not match the message');
      if (msg.role !== 'apiMessage') throw httpError(400, 'Feedback is for answers (apiMessage) only');
      // One feedback per message: a second rating replaces the first.
      const row = await ctx.db
        .insertInto('chat_message_feedback')
        .values({
          id: crypto.randomUUID(),
          workspace_id: flow.workspace_id,
          chatflow_id: flow.id,
          chat_id: b.chatId,
          message_id: b.messageId,
          rating: b.rating,
          content: b.content ?? null,
        })
        .onConflict((oc) =>
          oc.column('message_id').doUpdateSet({ rating: b.rating, content: b.content ?? null }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(feedbackJson(row));
    },
  }),
  route<{ Params: { id: string }; Body: { rating?: FeedbackRating; content?: string } }>({
    method: 'PUT',
    url: '/feedback/:id',
    public: true,
    schema: {
      params: idParam('id'),
      body: {
        type: 'object',
        minProperties: 1,
        additionalProperties: false,
        properties: { rating, content },
      },
    },
    async handler(req, reply, ctx) {
      const { rating: r, content: c } = req.body;
      const found = await ctx.db
        .selectFrom('chat_message_feedback')
        .select('chatflow_id')
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (!found) throw httpError(404, `Feedback ${req.params.id} not found`);
      // The flow's rule for public callers (its API key, its allowed origins), as for POST.
      const flow = await publicFlow(ctx.db, req, found.chatflow_id, reply);
      const row = await ctx.db
        .updateTable('chat_message_feedback')
        .set({ ...(r ? { rating: r } : {}), ...(c !== undefined ? { content: c } : {}) })
        .where('id', '=', req.params.id)
        .where('chatflow_id', '=', flow.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw httpError(404, `Feedback ${req.params.id} not found`);
      return feedbackJson(row);
    },
  }),
  route<{
    Params: { chatflowId: string };
    Querystring: { chatId?: string; order?: 'ASC' | 'DESC'; startDate?: string; endDate?: string };
  }>({
    method: 'GET',
    url: '/feedback/:chatflowId',
    permission: CHAT_VIEW,
    schema: {
      params: idParam('chatflowId'),
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          chatId: { type: 'string', maxLength: 500 },
          order: { enum: ['ASC', 'DESC'] },
          startDate: { type: 'string', format: 'date-time' },
          endDate: { type: 'string', format: 'date-time' },
        },
      },
    },
    async handler(req, _reply, ctx) {
      const flow = await scopedFlow(ctx.db, req, req.params.chatflowId);
      const q = req.query;
      let sel = ctx.db
        .selectFrom('chat_message_feedback')
        .selectAll()
        .where('workspace_id', '=', flow.workspace_id)
        .where('chatflow_id', '=', flow.id);
      if (q.chatId) sel = sel.where('chat_id', '=', q.chatId);
      if (q.startDate) sel = sel.where('created_date', '>=', new Date(q.startDate));
      if (q.endDate) sel = sel.where('created_date', '<=', new Date(q.endDate));
      const rows = await sel.orderBy('created_date', q.order === 'DESC' ? 'desc' : 'asc').execute();
      return rows.map(feedbackJson);
    },
  }),
];
