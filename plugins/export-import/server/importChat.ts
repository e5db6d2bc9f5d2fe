import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ExportData } from '../common/exportTypes.ts';
import { date, freeId, jsonText, text } from './importData.ts';
import type { ImportReport } from './importReport.ts';
import { tableExists } from './tableExists.ts';

type Db = Kysely<Database>;

const NO_FLOW = 'its flow is neither in the file nor in this workspace';

/** The id when a row of this workspace holds it, else null. */
async function existing(
  db: Db,
  table: 'chat_flow' | 'chat_message' | 'execution',
  workspaceId: string,
  id: string,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Executions, chat messages and feedback, following the flows imported just before (flowIds maps
 * the file's flow ids to the ids written). The peer's executions carry their whole flow
 * (`agentflow`); the flow itself comes from the file's flow sets, so that copy is not read.
 */
export async function importChat(
  db: Db,
  workspaceId: string,
  data: Partial<ExportData>,
  flowIds: Map<string, string>,
  report: ImportReport,
): Promise<void> {
  const executionIds = new Map<string, string>();
  const messageIds = new Map<string, string>();
  const flowRef = async (oldId: unknown): Promise<string | null> =>
    flowIds.get(String(oldId)) ?? (await existing(db, 'chat_flow', workspaceId, String(oldId)));

  const haveExecutions = await tableExists(db, 'execution');
  if (haveExecutions) {
    for (const e of data.Execution ?? []) {
      const agentflowId = await flowRef(e.agentflowId);
      if (!agentflowId) {
        report.skipped('Execution', NO_FLOW);
        continue;
      }
      const id = await freeId(db, 'execution', String(e.id));
      await db
        .insertInto('execution')
        .values({
          id,
          workspace_id: workspaceId,
          agentflow_id: agentflowId,
          session_id: String(e.sessionId),
          // A run that was in progress in the other server cannot resume here.
          state: e.state === 'INPROGRESS' ? 'STOPPED' : (e.state as 'FINISHED'),
          execution_data: String(e.executionData),
          action: text(e.action),
          error: text(e.error),
          is_public: e.isPublic === true,
          created_date: date(e.createdDate),
          updated_date: date(e.updatedDate),
          stopped_date: date(e.stoppedDate) ?? null,
        })
        .execute();
      executionIds.set(String(e.id), id);
      report.imported('Execution');
    }
  } else
    report.skipped('Execution', 'the executions plugin is not enabled here', data.Execution?.length ?? 0);

  if (!(await tableExists(db, 'chat_message'))) {
    const why = 'the chat plugin is not enabled here';
    report.skipped('ChatMessage', why, data.ChatMessage?.length ?? 0);
    report.skipped('ChatMessageFeedback', why, data.ChatMessageFeedback?.length ?? 0);
    return;
  }
  for (const m of data.ChatMessage ?? []) {
    const chatflowId = await flowRef(m.chatflowid);
    if (!chatflowId) {
      report.skipped('ChatMessage', NO_FLOW);
      continue;
    }
    const id = await freeId(db, 'chat_message', String(m.id));
    const executionId = text(m.executionId);
    // As the peer does: a message whose execution did not come along keeps no dangling link.
    const execution =
      executionId && haveExecutions
        ? (executionIds.get(executionId) ?? (await existing(db, 'execution', workspaceId, executionId)))
        : null;
    await db
      .insertInto('chat_message')
      .values({
        id,
        workspace_id: workspaceId,
        chatflow_id: chatflowId,
        chat_id: String(m.chatId),
        session_id: text(m.sessionId),
        role: m.role as 'userMessage',
        content: String(m.content),
        source_documents: jsonText(m.sourceDocuments),
        used_tools: jsonText(m.usedTools),
        agent_flow_executed_data: jsonText(m.agentFlowExecutedData),
        action: jsonText(m.action),
        file_uploads: jsonText(m.fileUploads),
        execution_id: execution,
        created_date: date(m.createdDate),
      })
      .execute();
    messageIds.set(String(m.id), id);
    report.imported('ChatMessage');
  }
  for (const f of data.ChatMessageFeedback ?? []) {
    const messageId =
      messageIds.get(String(f.messageId)) ??
      (await existing(db, 'chat_message', workspaceId, String(f.messageId)));
    const message =
      messageId &&
      (await db
        .selectFrom('chat_message')
        .select(['chatflow_id'])
        .where('id', '=', messageId)
        .executeTakeFirst());
    if (!messageId || !message) {
      report.skipped('ChatMessageFeedback', 'its message is neither in the file nor in this workspace');
      continue;
    }
    const rated = await db
      .selectFrom('chat_message_feedback')
      .select('id')
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    // One feedback per message: a message that already has one keeps it.
    if (rated) {
      report.skipped('ChatMessageFeedback', 'its message already has feedback here');
      continue;
    }
    await db
      .insertInto('chat_message_feedback')
      .values({
        id: await freeId(db, 'chat_message_feedback', String(f.id)),
        workspace_id: workspaceId,
        chatflow_id: message.chatflow_id,
        chat_id: String(f.chatId),
        message_id: messageId,
        rating: f.rating as 'THUMBS_UP',
        content: text(f.content),
        created_date: date(f.createdDate),
      })
      .execute();
    report.imported('ChatMessageFeedback');
  }
}
