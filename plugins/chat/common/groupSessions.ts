import type { ChatUpload } from './chatUpload.ts';

/** A stored message as GET /chatmessage/:id answers it (the fields the viewer uses). */
export interface StoredMessage {
  id: string;
  role: 'userMessage' | 'apiMessage';
  chatId: string;
  sessionId: string | null;
  content: string;
  createdDate: string;
  executionId?: string | null;
  usedTools?: { tool: string; toolInput?: unknown; toolOutput?: unknown }[];
  sourceDocuments?: { pageContent?: string; metadata?: Record<string, unknown> }[];
  feedback?: { id: string; rating: 'THUMBS_UP' | 'THUMBS_DOWN'; content: string };
  fileUploads?: ChatUpload[];
}

export interface ChatSession {
  chatId: string;
  sessionId: string | null;
  /** The first question, as a title. */
  firstQuestion: string;
  lastDate: string;
  messages: StoredMessage[];
  thumbsUp: number;
  thumbsDown: number;
}

/** Messages (any order) grouped by chat, each chat oldest first, chats newest first. */
export function groupSessions(messages: readonly StoredMessage[]): ChatSession[] {
  const byChat = new Map<string, StoredMessage[]>();
  for (const m of messages) {
    const list = byChat.get(m.chatId) ?? [];
    list.push(m);
    byChat.set(m.chatId, list);
  }
  const sessions = [...byChat.entries()].map(([chatId, list]) => {
    const sorted = list.slice().sort((a, b) => a.createdDate.localeCompare(b.createdDate));
    return {
      chatId,
      sessionId: sorted[0]?.sessionId ?? null,
      firstQuestion: sorted.find((m) => m.role === 'userMessage')?.content ?? '(no question)',
      lastDate: sorted.at(-1)?.createdDate ?? '',
      messages: sorted,
      thumbsUp: sorted.filter((m) => m.feedback?.rating === 'THUMBS_UP').length,
      thumbsDown: sorted.filter((m) => m.feedback?.rating === 'THUMBS_DOWN').length,
    };
  });
  return sessions.sort((a, b) => b.lastDate.localeCompare(a.lastDate));
}
