import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { importCustomAssistants, importVendorAssistants } from '../../assistants/public.ts';
import { importDocumentStores } from '../../document-stores/public.ts';
import { importCustomTemplates } from '../../marketplace/public.ts';
import type { FlowTypeName } from '../../flows/public.ts';
import { readToolFile } from '../../tools/public.ts';
import type { VariableType } from '../../variables/public.ts';
import { type ExportData, FLOW_SETS } from '../common/exportTypes.ts';
import { freeIds } from './freeIds.ts';
import { importChat } from './importChat.ts';
import { importedApiConfig } from './peerApiConfig.ts';
import { date, text } from './rowValues.ts';
import type { ImportReport } from './importReport.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';

type Db = Kysely<Database>;
type Item = Record<string, unknown>;
export type IdTable =
  | 'chat_flow'
  | 'tool'
  | 'variable'
  | 'execution'
  | 'chat_message'
  | 'chat_message_feedback';

/**
 * Writes an export file (ours or the peer's, checked by checkImportFile and planned by planIds)
 * into one workspace; the caller runs it in a transaction, so a bad item (a 400 naming it) rolls
 * everything back. Tools are read as tool files (the peer's gradient colours and schema rows
 * converted).
 * Executions, messages and feedback whose flow (or message) is neither in the file nor in the
 * workspace are skipped, as are sets this product has no feature or enabled plugin for; the
 * report says so per set.
 */
export async function importData(
  db: Db,
  workspaceId: string,
  data: Partial<ExportData>,
  report: ImportReport,
): Promise<void> {
  const flowIds = new Map<string, string>();
  const flowIdFor = await freeIds(
    db,
    'chat_flow',
    FLOW_SETS.flatMap((set) => (data[set] ?? []).map((f) => String(f.id))),
  );
  for (const set of FLOW_SETS) {
    for (const flow of data[set] ?? []) {
      const id = flowIdFor(String(flow.id));
      await db
        .insertInto('chat_flow')
        .values({
          id,
          workspace_id: workspaceId,
          name: String(flow.name),
          // Stored minified, as the peer's import does.
          flow_data: JSON.stringify(JSON.parse(String(flow.flowData))),
          type: flow.type as FlowTypeName,
          chatbot_config: text(flow.chatbotConfig),
          api_config: importedApiConfig(text(flow.apiConfig), flow.mcpServerConfig),
          // The peer's Make Public (its chatbot page open to visitors): kept, shown as the Public badge.
          is_public: flow.isPublic === true,
          analytic: text(flow.analytic),
          category: text(flow.category),
          created_date: date(flow.createdDate),
          updated_date: date(flow.updatedDate),
        })
        .execute();
      flowIds.set(String(flow.id), id);
      report.imported(set);
    }
  }
  await importTools(db, workspaceId, data.Tool ?? [], report);
  await importVariables(db, workspaceId, data.Variable ?? [], report);
  await importChat(db, workspaceId, data, flowIds, report);

  if (await tableExists(db, 'document_store')) {
    const stores = await importDocumentStores(db, workspaceId, data);
    report.imported('DocumentStore', stores.stores);
    report.imported('DocumentStoreFileChunk', stores.chunks);
    report.skipped('DocumentStoreFileChunk', 'its store or loader is not in the file', stores.skippedChunks);
  } else {
    const why = 'the document stores plugin is not enabled here';
    report.skipped('DocumentStore', why, data.DocumentStore?.length ?? 0);
    report.skipped('DocumentStoreFileChunk', why, data.DocumentStoreFileChunk?.length ?? 0);
  }
  const assistants = (data.AssistantCustom ?? []) as Item[];
  const vendor = [
    ['AssistantOpenAI', 'OPENAI'],
    ['AssistantAzure', 'AZURE'],
  ] as const;
  if (await tableExists(db, 'assistant')) {
    report.imported('AssistantCustom', await importCustomAssistants(db, workspaceId, assistants));
    for (const [set, type] of vendor) {
      const items = (data[set] ?? []) as Item[];
      if (items.length) report.imported(set, await importVendorAssistants(db, workspaceId, type, items));
    }
  } else {
    const why = 'the assistants plugin is not enabled here';
    report.skipped('AssistantCustom', why, assistants.length);
    for (const [set] of vendor) report.skipped(set, why, (data[set] as Item[] | undefined)?.length ?? 0);
  }
  const templates = (data.CustomTemplate ?? []) as Item[];
  if (await tableExists(db, 'custom_template'))
    report.imported('CustomTemplate', await importCustomTemplates(db, workspaceId, templates));
  else report.skipped('CustomTemplate', 'the templates plugin is not enabled here', templates.length);
}

async function importTools(db: Db, workspaceId: string, tools: Item[], report: ImportReport) {
  const idFor = await freeIds(
    db,
    'tool',
    tools.map((t) => String(t.id)),
  );
  for (const raw of tools) {
    const { tool, notes } = readToolFile(raw);
    if (await nameTaken(db, 'tool', workspaceId, tool.name)) {
      report.skipped('Tool', 'a tool with this name exists here and is used instead');
      continue;
    }
    for (const note of notes) report.note('Tool', `${tool.name}: ${note}`);
    await db
      .insertInto('tool')
      .values({
        id: idFor(String(raw.id)),
        workspace_id: workspaceId,
        name: tool.name,
        description: tool.description,
        color: tool.color,
        icon_src: tool.iconSrc,
        schema: tool.schema,
        func: tool.func,
        created_date: date(raw.createdDate),
        updated_date: date(raw.updatedDate),
      })
      .execute();
    report.imported('Tool');
  }
}

async function importVariables(db: Db, workspaceId: string, variables: Item[], report: ImportReport) {
  const idFor = await freeIds(
    db,
    'variable',
    variables.map((v) => String(v.id)),
  );
  let withoutValue = 0;
  for (const variable of variables) {
    const name = String(variable.name);
    if (await nameTaken(db, 'variable', workspaceId, name)) {
      report.skipped('Variable', 'a variable with this name exists here and is used instead');
      continue;
    }
    await db
      .insertInto('variable')
      .values({
        id: idFor(String(variable.id)),
        workspace_id: workspaceId,
        name,
        value: text(variable.value) ?? '',
        type: variable.type as VariableType,
      })
      .execute();
    report.imported('Variable');
    if (!text(variable.value)) withoutValue++;
  }
  // Export files leave values out (the peer's and ours): say so, since flows read them.
  if (withoutValue)
    report.note('Variable', `${withoutValue} came without a value: set them on the Variables page`);
}

async function nameTaken(db: Db, table: 'tool' | 'variable', workspaceId: string, name: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
