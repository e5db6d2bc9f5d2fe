import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ExportData } from '../common/exportTypes.ts';
import { freeIds } from './freeIds.ts';
import type { ImportReport } from './importReport.ts';
import { date, jsonText, text } from './rowValues.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';

type Db = Kysely<Database>;
type Table = 'chat_flow' | 'chat_message' | 'execution';

const NO_FLOW = 'its flow is neither in the file nor in this workspace';
/** Messages are the bulk of a file (a peer database has thousands): written in batches. */
const BATCH = 500;

/** Which of these ids rows of this workspace hold, in one lookup per 500. */
async function inWorkspace(db: Db, table: Table, workspaceId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/**
 * Executions, chat messages and feedback, following the flows imported just before (flowIds maps
 * the file's flow ids to the ids written); a flow may also be one this workspace has. The peer's
 * executions carry their whole flow (`agentflow`); the flow itself comes from the file's flow
 * sets, so that copy is not read. As in the peer, a message whose execution did not come along
 * keeps no link to it.
 */
export async function importChat(
  db: Db,
  workspaceId: string,
  data: Partial<ExportData>,
  flowIds: Map<string, string>,
  report: ImportReport,
): Promise<void> {
  const executions = data.Execution ?? [];
  const messages = data.ChatMessage ?? [];
  const feedback = data.ChatMessageFeedback ?? [];
  const flowsHere = await inWorkspace(db, 'chat_flow', workspaceId, [
    ...executions.map((e) => String(e.agentflowId)),
    ...messages.map((m) => String(m.chatflowid)),
  ]);
  const flowRef = (oldId: unknown) =>
    flowIds.get(String(oldId)) ?? (flowsHere.has(String(oldId)) ? String(oldId) : null);

  const executionIds = new Map<string, string>();
  const haveExecutions = await tableExists(db, 'execution');
  if (haveExecutions) {
    const idFor = await freeIds(
      db,
      'execution',
      executions.map((e) => String(e.id)),
    );
    for (const e of executions) {
      const agentflowId = flowRef(e.agentflowId);
      if (!agentflowId) {
        report.skipped('Execution', NO_FLOW);
        continue;
      }
      const id = idFor(String(e.id));
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
  } else report.skipped('Execution', 'the executions plugin is not enabled here', executions.length);

  if (!(await tableExists(db, 'chat_message'))) {
    const why = 'the chat plugin is not enabled here';
    report.skipped('ChatMessage', why, messages.length);
    report.skipped('ChatMessageFeedback', why, feedback.length);
    return;
  }
  const executionsHere = haveExecutions
    ? await inWorkspace(
        db,
        'execution',
        workspaceId,
        messages.map((m) => text(m.executionId)).filter((id): id is string => !!id && !executionIds.has(id)),
      )
    : new Set<string>();
  const messageIdFor = await freeIds(
    db,
    'chat_message',
    messages.map((m) => String(m.id)),
  );
  /** The file's message id -> the written message's id and flow. */
  const written = new Map<string, { id: string; chatflowId: string }>();
  const batch: Insertable<Database['chat_message']>[] = [];
  for (const m of messages) {
    const chatflowId = flowRef(m.chatflowid);
    if (!chatflowId) {
      report.skipped('ChatMessage', NO_FLOW);
      continue;
    }
    const id = messageIdFor(String(m.id));
    const executionId = text(m.executionId);
    batch.push({
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
      execution_id: executionId
        ? (executionIds.get(executionId) ?? (executionsHere.has(executionId) ? executionId : null))
        : null,
      created_date: date(m.createdDate),
    });
    written.set(String(m.id), { id, chatflowId });
    if (batch.length >= BATCH) await writeBatch(db, batch.splice(0), report);
  }
  if (batch.length) await writeBatch(db, batch.splice(0), report);
  await importFeedback(db, workspaceId, feedback, written, report);
}

/** A batch of messages written and counted (the import's progress follows each batch). */
async function writeBatch(db: Db, rows: Insertable<Database['chat_message']>[], report: ImportReport) {
  await db.insertInto('chat_message').values(rows).execute();
  report.imported('ChatMessage', rows.length);
}

async function importFeedback(
  db: Db,
  workspaceId: string,
  feedback: Record<string, unknown>[],
  written: Map<string, { id: string; chatflowId: string }>,
  report: ImportReport,
) {
  if (!feedback.length) return;
  const others = feedback.map((f) => String(f.messageId)).filter((id) => !written.has(id));
  const here = new Map<string, string>();
  for (let i = 0; i < others.length; i += 500) {
    const rows = await db
      .selectFrom('chat_message')
      .select(['id', 'chatflow_id'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', others.slice(i, i + 500))
      .execute();
    for (const r of rows) here.set(r.id, r.chatflow_id);
  }
  const idFor = await freeIds(
    db,
    'chat_message_feedback',
    feedback.map((f) => String(f.id)),
  );
  const rated = new Set<string>();
  for (const f of feedback) {
    const fileId = String(f.messageId);
    const message =
      written.get(fileId) ??
      (here.has(fileId) ? { id: fileId, chatflowId: here.get(fileId) as string } : null);
    if (!message) {
      report.skipped('ChatMessageFeedback', 'its message is neither in the file nor in this workspace');
      continue;
    }
    // One feedback per message: a message that already has one keeps it.
    const taken =
      rated.has(message.id) ||
      (await db
        .selectFrom('chat_message_feedback')
        .select('id')
        .where('message_id', '=', message.id)
        .executeTakeFirst());
    if (taken) {
      report.skipped('ChatMessageFeedback', 'its message already has feedback here');
      continue;
    }
    rated.add(message.id);
    await db
      .insertInto('chat_message_feedback')
      .values({
        id: idFor(String(f.id)),
        workspace_id: workspaceId,
        chatflow_id: message.chatflowId,
        chat_id: String(f.chatId),
        message_id: message.id,
        rating: f.rating as 'THUMBS_UP',
        content: text(f.content),
        created_date: date(f.createdDate),
      })
      .execute();
    report.imported('ChatMessageFeedback');
  }
}
