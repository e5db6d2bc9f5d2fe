import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { importDocumentStores } from '../../document-stores/public.ts';
import { checkFlowData } from '../../flows/public.ts';
import type { FlowTypeName } from '../../flows/public.ts';
import { compileToolSchema } from '../../tools/public.ts';
import { toolNameProblem } from '../../tools/public.ts';
import { variableNameProblem } from '../../variables/public.ts';
import type { VariableType } from '../../variables/public.ts';
import { type ExportData, type ExportSet, FLOW_SETS, type ImportResult } from '../common/exportTypes.ts';
import { tableExists } from './tableExists.ts';

type Db = Kysely<Database>;
type Item = Record<string, unknown>;
type IdTable = 'chat_flow' | 'tool' | 'variable' | 'execution' | 'chat_message' | 'chat_message_feedback';

const EMPTY_SCHEMA = '{"type":"object","properties":{}}';
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));
const date = (v: unknown): string | undefined =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined;

/** Keeps the file's id when no row anywhere holds it (ids are global keys), else a new one. */
async function freeId(db: Db, table: IdTable, id: string): Promise<string> {
  const taken = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return taken ? randomUUID() : id;
}

/**
 * Writes an export file into one workspace, all or nothing (the caller runs it in a transaction;
 * a bad item throws a 400 naming it, which rolls everything back).
 * Ids: the file's id is kept when free, else a new one is made and references to it (executions
 * and messages to flows, messages to executions, feedback to messages) follow.
 * Names: a tool or variable whose name already exists in the workspace is skipped, the existing
 * one kept, because flows refer to tools and variables by name; re-importing a file therefore adds
 * no duplicates of them. Flows have no unique names and are always added.
 * Executions, messages and feedback whose flow (or message) is neither in the file nor in the
 * workspace are skipped, as are sets this product has no feature for; the result counts them.
 */
export async function importData(
  db: Db,
  workspaceId: string,
  data: Partial<ExportData>,
): Promise<ImportResult> {
  const result: ImportResult = { imported: {}, skipped: {} };
  const count = (kind: 'imported' | 'skipped', set: ExportSet) => {
    result[kind][set] = (result[kind][set] ?? 0) + 1;
  };
  const flowIds = new Map<string, string>();
  const executionIds = new Map<string, string>();
  const messageIds = new Map<string, string>();

  for (const set of FLOW_SETS) {
    for (const [i, flow] of (data[set] ?? []).entries()) {
      const check = checkFlowData(String(flow.flowData));
      if (!check.ok) throw httpError(400, `${set}/${i}: ${check.reason}`);
      const id = await freeId(db, 'chat_flow', String(flow.id));
      await db
        .insertInto('chat_flow')
        .values({
          id,
          workspace_id: workspaceId,
          name: String(flow.name),
          flow_data: String(flow.flowData),
          type: flow.type as FlowTypeName,
        })
        .execute();
      flowIds.set(String(flow.id), id);
      count('imported', set);
    }
  }

  for (const [i, tool] of (data.Tool ?? []).entries()) {
    const name = String(tool.name);
    const problem = toolNameProblem(name);
    if (problem) throw httpError(400, `Tool/${i}: Invalid tool name '${name}': ${problem}`);
    const schema = text(tool.schema)?.trim() ? String(tool.schema) : EMPTY_SCHEMA;
    const compiled = compileToolSchema(schema);
    if (!compiled.ok) throw httpError(400, `Tool/${i}: ${compiled.message}`);
    if (await nameTaken(db, 'tool', workspaceId, name)) {
      count('skipped', 'Tool');
      continue;
    }
    await db
      .insertInto('tool')
      .values({
        id: await freeId(db, 'tool', String(tool.id)),
        workspace_id: workspaceId,
        name,
        description: text(tool.description) ?? '',
        color: text(tool.color) ?? '#4caf50',
        icon_src: text(tool.iconSrc),
        schema,
        func: String(tool.func),
      })
      .execute();
    count('imported', 'Tool');
  }

  for (const [i, variable] of (data.Variable ?? []).entries()) {
    const name = String(variable.name);
    const problem = variableNameProblem(name);
    if (problem) throw httpError(400, `Variable/${i}: Invalid variable name '${name}': ${problem}`);
    if (await nameTaken(db, 'variable', workspaceId, name)) {
      count('skipped', 'Variable');
      continue;
    }
    await db
      .insertInto('variable')
      .values({
        id: await freeId(db, 'variable', String(variable.id)),
        workspace_id: workspaceId,
        name,
        value: text(variable.value) ?? '',
        type: variable.type as VariableType,
      })
      .execute();
    count('imported', 'Variable');
  }

  const flowRef = async (oldId: unknown): Promise<string | null> =>
    flowIds.get(String(oldId)) ?? (await existing(db, 'chat_flow', workspaceId, String(oldId)));

  if (await tableExists(db, 'execution')) {
    for (const e of data.Execution ?? []) {
      const agentflowId = await flowRef(e.agentflowId);
      if (!agentflowId) {
        count('skipped', 'Execution');
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
      count('imported', 'Execution');
    }
  } else if (data.Execution?.length) result.skipped.Execution = data.Execution.length;

  if (await tableExists(db, 'chat_message')) {
    for (const m of data.ChatMessage ?? []) {
      const chatflowId = await flowRef(m.chatflowid);
      if (!chatflowId) {
        count('skipped', 'ChatMessage');
        continue;
      }
      const id = await freeId(db, 'chat_message', String(m.id));
      const executionId = text(m.executionId);
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
          source_documents: json(m.sourceDocuments),
          used_tools: json(m.usedTools),
          agent_flow_executed_data: json(m.agentFlowExecutedData),
          action: json(m.action),
          execution_id: executionId ? (executionIds.get(executionId) ?? executionId) : null,
          created_date: date(m.createdDate),
        })
        .execute();
      messageIds.set(String(m.id), id);
      count('imported', 'ChatMessage');
    }
    for (const f of data.ChatMessageFeedback ?? []) {
      const messageId =
        messageIds.get(String(f.messageId)) ??
        (await existing(db, 'chat_message', workspaceId, String(f.messageId)));
      const rated =
        messageId &&
        (await db
          .selectFrom('chat_message_feedback')
          .select('id')
          .where('message_id', '=', messageId)
          .executeTakeFirst());
      const message =
        messageId &&
        (await db
          .selectFrom('chat_message')
          .select(['chatflow_id'])
          .where('id', '=', messageId)
          .executeTakeFirst());
      // One feedback per message: a message that already has one keeps it.
      if (!messageId || rated || !message) {
        count('skipped', 'ChatMessageFeedback');
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
      count('imported', 'ChatMessageFeedback');
    }
  } else {
    if (data.ChatMessage?.length) result.skipped.ChatMessage = data.ChatMessage.length;
    if (data.ChatMessageFeedback?.length)
      result.skipped.ChatMessageFeedback = data.ChatMessageFeedback.length;
  }

  if (await tableExists(db, 'document_store')) {
    const stores = await importDocumentStores(db, workspaceId, data);
    if (stores.stores) result.imported.DocumentStore = stores.stores;
    if (stores.chunks) result.imported.DocumentStoreFileChunk = stores.chunks;
    if (stores.skippedChunks) result.skipped.DocumentStoreFileChunk = stores.skippedChunks;
  } else {
    if (data.DocumentStore?.length) result.skipped.DocumentStore = data.DocumentStore.length;
    if (data.DocumentStoreFileChunk?.length)
      result.skipped.DocumentStoreFileChunk = data.DocumentStoreFileChunk.length;
  }

  for (const set of ['AssistantCustom', 'AssistantOpenAI', 'AssistantAzure', 'CustomTemplate'] as const) {
    const n = (data[set] as Item[] | undefined)?.length ?? 0;
    if (n) result.skipped[set] = n;
  }
  return result;
}

async function nameTaken(
  db: Db,
  table: 'tool' | 'variable',
  workspaceId: string,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** The id when a row of this workspace holds it, else null. */
async function existing(db: Db, table: 'chat_flow' | 'chat_message', workspaceId: string, id: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.id ?? null;
}
