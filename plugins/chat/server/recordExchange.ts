import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { insertRow } from '../../../host/server/db/shapedStatements.ts';
import type { ChatUpload } from '../common/chatUpload.ts';
import './ChatTables.ts';
import { uploadSize } from './chatFileSource.ts';

/** Where a prediction's messages belong. */
export interface ExchangeScope {
  workspaceId: string;
  chatflowId: string;
  chatId: string;
  sessionId: string;
  /** The agent flow's execution record; runs of other flow kinds have none. */
  executionId?: string | null;
}

export interface Question extends ExchangeScope {
  question: string;
  /** What the user attached; stored with the question (a document's text is not kept). */
  uploads?: readonly ChatUpload[];
  /** The message's id chosen beforehand (a run that starts while its question is being written). */
  id?: string;
}

export interface Answer extends ExchangeScope {
  /** The run's final state: failed runs store no answer (like the peer). */
  status: string;
  text: string;
  /** An agent flow's node runs: their usedTools and sourceDocuments outputs are collected. */
  executedData?: readonly { data?: { output?: Record<string, unknown> } }[];
  /** Given by runners of other flow kinds, added to what executedData holds. */
  usedTools?: readonly unknown[];
  sourceDocuments?: readonly unknown[];
  action?: unknown;
  /** When the question was stored: the answer is dated after it, so ordering by date holds. */
  after?: number;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

const scopeColumns = (x: ExchangeScope) => ({
  workspace_id: x.workspaceId,
  chatflow_id: x.chatflowId,
  chat_id: x.chatId,
  session_id: x.sessionId,
  execution_id: x.executionId ?? null,
});

/** The arrays a node put under output[key] (usedTools, sourceDocuments), flattened across nodes. */
function collect(executed: Answer['executedData'], key: string): unknown[] {
  const out: unknown[] = [];
  for (const n of executed ?? []) {
    const v = n.data?.output?.[key];
    if (Array.isArray(v)) out.push(...v);
  }
  return out;
}

const FAILED = new Set(['ERROR', 'TIMEOUT', 'TERMINATED']);

/**
 * Stores the user's message before the run starts, so a server killed mid-run still has the
 * question in the chat history. Nothing is stored for an empty question without uploads.
 */
export async function recordQuestion(
  db: Kysely<Database>,
  x: Question,
): Promise<{ userMessageId: string | null; createdAt: number }> {
  const createdAt = Date.now();
  // A document's text is not kept, its size is (the Files page shows it).
  const uploads = (x.uploads ?? []).map((u) =>
    u.type === 'file:full' ? { ...u, data: '', size: uploadSize(u) || Buffer.byteLength(u.data) } : u,
  );
  if (!x.question && !uploads.length) return { userMessageId: null, createdAt };
  const userMessageId = x.id ?? crypto.randomUUID();
  await insertRow(db, 'chat_message', {
    ...scopeColumns(x),
    id: userMessageId,
    role: 'userMessage',
    content: x.question,
    file_uploads: uploads.length ? JSON.stringify(uploads) : null,
    created_date: new Date(createdAt).toISOString(),
  });
  return { userMessageId, createdAt };
}

/**
 * Stores the run's answer when it ends. Its id is the response's chatMessageId, so feedback can
 * name it; a failed run stores no answer and the id is a fresh one.
 */
export async function recordAnswer(db: Kysely<Database>, x: Answer): Promise<{ apiMessageId: string }> {
  const apiMessageId = crypto.randomUUID();
  if (FAILED.has(x.status)) return { apiMessageId };
  const tools = [...collect(x.executedData, 'usedTools'), ...(x.usedTools ?? [])];
  const docs = [...collect(x.executedData, 'sourceDocuments'), ...(x.sourceDocuments ?? [])];
  // At least a millisecond after the question, so ordering by date keeps question before answer.
  const createdAt = Math.max(Date.now(), (x.after ?? 0) + 1);
  await insertRow(db, 'chat_message', {
    ...scopeColumns(x),
    id: apiMessageId,
    role: 'apiMessage',
    content: x.text,
    used_tools: tools.length ? json(tools) : null,
    source_documents: docs.length ? json(docs) : null,
    agent_flow_executed_data: json(x.executedData),
    action: json(x.action),
    created_date: new Date(createdAt).toISOString(),
  });
  return { apiMessageId };
}
