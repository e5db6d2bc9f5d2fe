import type { Selectable } from 'kysely';
import type { ChatMessageFeedbackTable, ChatMessageTable, LeadTable } from './ChatTables.ts';

const parse = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** A feedback row in the peer's JSON shape. */
export function feedbackJson(f: Selectable<ChatMessageFeedbackTable>) {
  return {
    id: f.id,
    chatflowid: f.chatflow_id,
    chatId: f.chat_id,
    messageId: f.message_id,
    rating: f.rating,
    content: f.content ?? '',
    createdDate: iso(f.created_date),
  };
}

/** A message row in the peer's JSON shape (chatflowid spelled like the peer). */
export function messageJson(
  m: Selectable<ChatMessageTable>,
  feedback?: Selectable<ChatMessageFeedbackTable>,
) {
  const sourceDocuments = parse(m.source_documents);
  const usedTools = parse(m.used_tools);
  const executed = parse(m.agent_flow_executed_data);
  const action = parse(m.action);
  const fileUploads = parse(m.file_uploads);
  return {
    id: m.id,
    role: m.role,
    chatflowid: m.chatflow_id,
    chatId: m.chat_id,
    sessionId: m.session_id,
    content: m.content,
    executionId: m.execution_id,
    createdDate: iso(m.created_date),
    ...(sourceDocuments !== undefined ? { sourceDocuments } : {}),
    ...(usedTools !== undefined ? { usedTools } : {}),
    ...(executed !== undefined ? { agentFlowExecutedData: executed } : {}),
    ...(action !== undefined ? { action } : {}),
    ...(fileUploads !== undefined ? { fileUploads } : {}),
    ...(feedback ? { feedback: feedbackJson(feedback) } : {}),
  };
}

export function leadJson(l: Selectable<LeadTable>) {
  return {
    id: l.id,
    chatflowid: l.chatflow_id,
    chatId: l.chat_id,
    name: l.name ?? '',
    email: l.email ?? '',
    phone: l.phone ?? '',
    createdDate: iso(l.created_date),
  };
}
