import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { requireFlowApiKey } from '../../apikeys/public.ts';
import { applyCors } from './chatCors.ts';
import '../../flows/public.ts';

const FLOW_COLUMNS = ['id', 'workspace_id', 'type', 'apikey_id', 'chatbot_config', 'flow_data'] as const;

/** A flow of the caller's workspace (signed-in routes); another workspace's flow is a 404. */
export async function scopedFlow(db: Kysely<Database>, req: FastifyRequest, id: string) {
  const row = await db
    .selectFrom('chat_flow')
    .select(FLOW_COLUMNS)
    .where('id', '=', id)
    .where('workspace_id', '=', requestScope(req).workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Flow ${id} not found`);
  return row;
}

/**
 * A flow as the public chat sees it, with the prediction's rule: anyone may use it unless it
 * is bound to an API key, then only that key (Authorization: Bearer) may (requireFlowApiKey).
 * Another site may call it as the flow's allowed origins say (chatCors); the reply gets the headers.
 * `keyed: false` skips the key for answers that reveal nothing of the flow (whether it streams).
 */
export async function publicFlow(
  db: Kysely<Database>,
  req: FastifyRequest,
  id: string,
  reply: FastifyReply,
  { keyed = true }: { keyed?: boolean } = {},
) {
  const row = await db.selectFrom('chat_flow').select(FLOW_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, `Flow ${id} not found`);
  applyCors(req, reply, row.chatbot_config);
  if (keyed) await requireFlowApiKey(db, req.headers.authorization, row);
  return row;
}
