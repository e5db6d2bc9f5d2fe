import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ChatMessage } from '../../../host/server/engine/engineTypes.ts';
import './ChatTables.ts';

export interface HistoryScope {
  workspaceId: string;
  chatflowId: string;
  sessionId: string;
  /** The current question's message: not part of its own history. */
  excludeId?: string | null;
}

/**
 * A session's earlier messages of one flow, oldest first, as memory nodes read them: what the
 * chat stored (questions before the run, answers after it), so memory survives requests and
 * restarts. Ties on the date keep the question first (an answer is dated after its question).
 */
export async function sessionHistory(db: Kysely<Database>, x: HistoryScope): Promise<ChatMessage[]> {
  let q = db
    .selectFrom('chat_message')
    .select(['id', 'role', 'content'])
    .where('workspace_id', '=', x.workspaceId)
    .where('chatflow_id', '=', x.chatflowId)
    .where('session_id', '=', x.sessionId);
  if (x.excludeId) q = q.where('id', '!=', x.excludeId);
  const rows = await q.orderBy('created_date', 'asc').orderBy('role', 'desc').execute();
  return rows.map((r) => ({
    role: r.role === 'apiMessage' ? ('assistant' as const) : ('user' as const),
    content: r.content,
  }));
}
