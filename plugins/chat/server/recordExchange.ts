import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ChatUpload } from '../common/chatUpload.ts';
import './ChatTables.ts';

export interface Exchange {
  workspaceId: string;
  chatflowId: string;
  chatId: string;
  sessionId: string;
  executionId: string;
  /** The run's final state: failed runs store the question only (like the peer). */
  status: string;
  question: string;
  text: string;
  executedData: readonly { data?: { output?: Record<string, unknown> } }[];
  action?: unknown;
  /** What the user attached; stored with the question (a document's text is not kept). */
  uploads?: readonly ChatUpload[];
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** The arrays a node put under output[key] (usedTools, sourceDocuments), flattened across nodes. */
function collect(executed: Exchange['executedData'], key: string): unknown[] {
  const out: unknown[] = [];
  for (const n of executed) {
    const v = n.data?.output?.[key];
    if (Array.isArray(v)) out.push(...v);
  }
  return out;
}

const FAILED = new Set(['ERROR', 'TIMEOUT', 'TERMINATED']);

/**
 * Stores one question/answer pair of a prediction. The answer's id is the response's
 * chatMessageId, so feedback can name it. A failed run stores no answer and returns a fresh id.
 */
export async function recordExchange(
  db: Kysely<Database>,
  x: Exchange,
): Promise<{ userMessageId: string | null; apiMessageId: string }> {
  const base = {
    workspace_id: x.workspaceId,
    chatflow_id: x.chatflowId,
    chat_id: x.chatId,
    session_id: x.sessionId,
    execution_id: x.executionId,
  };
  const uploads = (x.uploads ?? []).map((u) => (u.type === 'file:full' ? { ...u, data: '' } : u));
  const userMessageId = x.question || uploads.length ? crypto.randomUUID() : null;
  const apiMessageId = crypto.randomUUID();
  const now = Date.now();
  const rows = [];
  if (userMessageId) {
    rows.push({
      ...base,
      id: userMessageId,
      role: 'userMessage' as const,
      content: x.question,
      file_uploads: uploads.length ? JSON.stringify(uploads) : null,
      created_date: new Date(now).toISOString(),
    });
  }
  if (!FAILED.has(x.status)) {
    const tools = collect(x.executedData, 'usedTools');
    const docs = collect(x.executedData, 'sourceDocuments');
    rows.push({
      ...base,
      id: apiMessageId,
      role: 'apiMessage' as const,
      content: x.text,
      used_tools: tools.length ? json(tools) : null,
      source_documents: docs.length ? json(docs) : null,
      agent_flow_executed_data: json(x.executedData),
      action: json(x.action),
      // A millisecond later, so ordering by date keeps question before answer.
      created_date: new Date(now + 1).toISOString(),
    });
  }
  if (rows.length) await db.insertInto('chat_message').values(rows).execute();
  return { userMessageId, apiMessageId };
}
