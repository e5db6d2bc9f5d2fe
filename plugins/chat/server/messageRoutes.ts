import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  listPageOf,
  listPageProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { scopedFlow } from './flowAccess.ts';
import { messageJson } from './messageJson.ts';

export const CHAT_VIEW = 'agentflows:view,chatflows:view';
export const CHAT_DELETE = 'agentflows:delete,chatflows:delete,agentflows:update,chatflows:update';

const flowParams = {
  type: 'object',
  required: ['chatflowId'],
  properties: { chatflowId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const dateText = { type: 'string', format: 'date-time' } as const;

interface ListQuery extends ListPageQuery {
  chatId?: string;
  sessionId?: string;
  messageId?: string;
  startDate?: string;
  endDate?: string;
  feedback?: boolean;
  feedbackType?: 'THUMBS_UP' | 'THUMBS_DOWN';
  order?: 'ASC' | 'DESC';
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listPageProperties,
    chatId: { type: 'string', maxLength: 500 },
    sessionId: { type: 'string', maxLength: 500 },
    messageId: { type: 'string', maxLength: 100 },
    startDate: dateText,
    endDate: dateText,
    feedback: { type: 'boolean' },
    feedbackType: { enum: ['THUMBS_UP', 'THUMBS_DOWN'] },
    order: { enum: ['ASC', 'DESC'] },
  },
} as const;

const deleteQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { chatId: { type: 'string', maxLength: 500 }, sessionId: { type: 'string', maxLength: 500 } },
} as const;

/** GET and DELETE /chatmessage/:chatflowId: a flow's stored messages with their feedback. */
export const messageRoutes: PluginRoute[] = [
  route<{ Params: { chatflowId: string }; Querystring: ListQuery }>({
    method: 'GET',
    url: '/chatmessage/:chatflowId',
    permission: CHAT_VIEW,
    schema: { params: flowParams, querystring: listQuery },
    async handler(req, _reply, ctx) {
      const flow = await scopedFlow(ctx.db, req, req.params.chatflowId);
      const q = req.query;
      let all = ctx.db
        .selectFrom('chat_message as m')
        .leftJoin('chat_message_feedback as f', 'f.message_id', 'm.id')
        .where('m.workspace_id', '=', flow.workspace_id)
        .where('m.chatflow_id', '=', flow.id);
      if (q.chatId) all = all.where('m.chat_id', '=', q.chatId);
      if (q.sessionId) all = all.where('m.session_id', '=', q.sessionId);
      if (q.messageId) all = all.where('m.id', '=', q.messageId);
      if (q.startDate) all = all.where('m.created_date', '>=', new Date(q.startDate));
      if (q.endDate) all = all.where('m.created_date', '<=', new Date(q.endDate));
      if (q.feedbackType) all = all.where('f.rating', '=', q.feedbackType);
      else if (q.feedback) all = all.where('f.id', 'is not', null);
      const order = q.order === 'DESC' ? 'desc' : 'asc';
      const page = listPageOf(q);
      const ordered = all
        .selectAll('m')
        .select([
          'f.id as f_id',
          'f.rating as f_rating',
          'f.content as f_content',
          'f.created_date as f_created_date',
        ])
        .orderBy('m.created_date', order)
        .orderBy('m.id', order);
      // Unpaged, the peer's answer: every message, up to a bound.
      const rows = await (page ? withListPage(ordered, page) : ordered.limit(5000)).execute();
      const data = rows.map(({ f_id, f_rating, f_content, f_created_date, ...m }) =>
        messageJson(
          m,
          f_id && f_rating && f_created_date
            ? {
                id: f_id,
                workspace_id: m.workspace_id,
                chatflow_id: m.chatflow_id,
                chat_id: m.chat_id,
                message_id: m.id,
                rating: f_rating,
                content: f_content,
                created_date: f_created_date,
              }
            : undefined,
        ),
      );
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),
  route<{ Params: { chatflowId: string }; Querystring: { chatId?: string; sessionId?: string } }>({
    method: 'DELETE',
    url: '/chatmessage/:chatflowId',
    permission: CHAT_DELETE,
    schema: { params: flowParams, querystring: deleteQuery },
    async handler(req, _reply, ctx) {
      const flow = await scopedFlow(ctx.db, req, req.params.chatflowId);
      const { chatId, sessionId } = req.query;
      if (!chatId && !sessionId) throw httpError(400, 'Give chatId or sessionId to say which chat to delete');
      let del = ctx.db
        .deleteFrom('chat_message')
        .where('workspace_id', '=', flow.workspace_id)
        .where('chatflow_id', '=', flow.id);
      if (chatId) del = del.where('chat_id', '=', chatId);
      if (sessionId) del = del.where('session_id', '=', sessionId);
      const res = await del.executeTakeFirst();
      return { deleted: Number(res.numDeletedRows) };
    },
  }),
];
