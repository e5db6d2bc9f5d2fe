import type { ColumnType } from '../../../host/server/db/Database.ts';

export type MessageRole = 'userMessage' | 'apiMessage';
export type FeedbackRating = 'THUMBS_UP' | 'THUMBS_DOWN';

type Created = ColumnType<Date, Date | string | undefined, never>;

/** One chat message: a question or an answer of one chat (chatId) of one flow. JSON columns hold text. */
export interface ChatMessageTable {
  id: string;
  workspace_id: string;
  chatflow_id: string;
  chat_id: string;
  session_id: string | null;
  role: MessageRole;
  content: string;
  source_documents: string | null;
  used_tools: string | null;
  agent_flow_executed_data: string | null;
  action: string | null;
  execution_id: string | null;
  /** JSON [{ type, name, mime, data }]: a question's uploads (a document's text is not kept). */
  file_uploads: ColumnType<string | null, string | null | undefined, string | null>;
  created_date: Created;
}

/** Thumbs up/down with an optional comment; one per message. */
export interface ChatMessageFeedbackTable {
  id: string;
  workspace_id: string;
  chatflow_id: string;
  chat_id: string;
  message_id: string;
  rating: FeedbackRating;
  content: string | null;
  created_date: Created;
}

/** Lead capture from the chatbot: who is chatting. */
export interface LeadTable {
  id: string;
  workspace_id: string;
  chatflow_id: string;
  chat_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  created_date: Created;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    chat_message: ChatMessageTable;
    chat_message_feedback: ChatMessageFeedbackTable;
    lead: LeadTable;
  }
}
